// Modules made by the aula-locale-parts plugin of vite.config.ts: a part of a locale file, or one screen's words.
declare module '*?locale-part=shell' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*?locale-part=public' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*?locale-part=admin' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*?locale-part=forms' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*?locale-part=bulk' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'virtual:aula-labels/*' {
  const messages: Record<string, unknown>;
  export default messages;
}

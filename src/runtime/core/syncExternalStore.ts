// React 19's own useSyncExternalStore, in place of the use-sync-external-store shim that react-i18next and SWR import
// for older Reacts (vite.config.ts aliases it): the shim's fallback is dead weight on every page, the sign-in form's too.
export { useSyncExternalStore } from 'react';

// What swr and react-i18next import as 'use-sync-external-store/shim' in the build (vite.config.ts): React 19's own
// hook, so the shim's copy for React 17 and older is not shipped to every page.
export { useSyncExternalStore } from 'react';

/// <reference types="vite/client" />

/** Build time in seconds since the epoch, injected by Vite `define` (the version-check baseline). */
declare const __BUILD_TIME__: number;
/** The X-Event slug of this build when no partner segment is in the path. */
declare const __DEFAULT_EVENT__: string;

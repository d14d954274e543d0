// Types for build-server.mjs (a plain script: npm start runs it before anything is compiled).
export const SERVER_BUNDLE: string;
export function buildServer(): Promise<void>;

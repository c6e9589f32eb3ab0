/** The build's identity, compared with /version.json to notice a newer deployment. */
declare const __APP_VERSION__: string;

/** A message catalogue reduced to what the signed-out pages render (see vite.config.ts). */
declare module '*.json?scope=signed-out' {
  const messages: Record<string, string>;
  export default messages;
}

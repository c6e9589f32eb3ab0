/** The build's identity, compared with /version.json to notice a newer deployment. */
declare const __APP_VERSION__: string;

/** The Chromium executable every browser tool launches. */
export declare const chromiumPath: string;
/** The flags it is launched with. */
export declare const chromiumArgs: string[];

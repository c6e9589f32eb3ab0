/** The build's identity, compared with /version.json to notice a newer deployment. */
declare const __APP_VERSION__: string;

/** A message catalogue reduced to one scope: the signed-out pages, the signed-in shell, or one module's. */
declare module '*.json?scope=signed-out' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=shell' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=dashboard' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=crm' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=sales' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=stock' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=hr' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=reports' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?scope=admin' {
  const messages: Record<string, string>;
  export default messages;
}

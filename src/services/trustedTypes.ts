// The page requires Trusted Types for script sinks (the server's Content Security Policy), so a string
// that reaches innerHTML, a script's text or its src throws instead of running. The libraries the app
// uses write only CSS text into <style> elements through innerHTML (Radix's scroll and menu styles,
// React's hoisted styles); the default policy lets exactly that through: markup without any tag. Script
// text and script URLs are never created from strings.
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: Record<string, (value: string) => string | null>): unknown;
  defaultPolicy: unknown;
}

export const isTaglessText = (value: string): boolean => !value.includes('<');

export function installTrustedTypesPolicy(scope: { trustedTypes?: TrustedTypePolicyFactory }): void {
  const factory = scope.trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createHTML: (value) => (isTaglessText(value) ? value : null),
  });
}

installTrustedTypesPolicy(globalThis as { trustedTypes?: TrustedTypePolicyFactory });

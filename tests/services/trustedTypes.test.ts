import { describe, expect, it } from 'vitest';
import { installTrustedTypesPolicy, isTaglessText } from '../../src/services/trustedTypes';

describe('the Trusted Types default policy', () => {
  it('lets CSS text through and refuses anything with a tag', () => {
    expect(isTaglessText('[data-radix-scroll-area-viewport]{scrollbar-width:none}')).toBe(true);
    expect(isTaglessText('a > b { color: red }')).toBe(true);
    expect(isTaglessText('<img src=x onerror=alert(1)>')).toBe(false);
  });

  it('is created once, as the default policy, with createHTML only', () => {
    const created: [string, Record<string, (value: string) => string | null>][] = [];
    const factory = {
      defaultPolicy: null as unknown,
      createPolicy(name: string, rules: Record<string, (value: string) => string | null>) {
        created.push([name, rules]);
        factory.defaultPolicy = rules;
        return rules;
      },
    };
    installTrustedTypesPolicy({ trustedTypes: factory });
    installTrustedTypesPolicy({ trustedTypes: factory });
    expect(created.map(([name, rules]) => [name, Object.keys(rules)])).toEqual([['default', ['createHTML']]]);
    expect(created[0]![1].createHTML!('<script>')).toBeNull();
    installTrustedTypesPolicy({});
  });
});

import { describe, expect, it } from 'vitest';

import { defaultServerUrl, normalizeServerUrl } from './serverUrl';

describe('server URL', () => {
  it('puts http:// in front of a bare host and keeps explicit schemes', () => {
    expect(normalizeServerUrl('erp.example.com:8090')).toBe('http://erp.example.com:8090');
    expect(normalizeServerUrl(' https://erp.example.com/ ')).toBe('https://erp.example.com');
    expect(normalizeServerUrl('HTTP://10.0.0.5:8090')).toBe('HTTP://10.0.0.5:8090');
    expect(normalizeServerUrl('   ')).toBe('');
  });
  it('defaults to port 8090 on the page host', () => {
    expect(defaultServerUrl({ hostname: 'erp.local' })).toBe('http://erp.local:8090');
    expect(defaultServerUrl({ hostname: '' })).toBe('http://127.0.0.1:8090');
  });
});

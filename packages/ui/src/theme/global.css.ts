import { globalStyle } from '@vanilla-extract/css';

import { vars } from './tokens.css';

// A font stack that shapes Arabic well on every platform, with Latin text in the system UI face.
globalStyle(':root', {
  vars: {
    '--erp-font-body':
      'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", Tahoma, "Geeza Pro", sans-serif',
    '--default-font-family': 'var(--erp-font-body)',
  },
});

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize[2],
  lineHeight: vars.lineHeight[2],
  color: vars.color.gray[12],
  backgroundColor: vars.color.background,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

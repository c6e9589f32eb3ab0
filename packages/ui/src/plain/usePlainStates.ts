import { useState, type PointerEvent } from 'react';

/**
 * The visually hidden style react-aria gives a native input inside a styled label, except that the box clips
 * without being a scroll container: with `overflow: hidden`, focusing the input (every click on its label)
 * scrolled the 1-pixel box to it, a scroll event and another style and layout pass in the next frame.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  blockSize: 1,
  inlineSize: 1,
  margin: -1,
  overflow: 'clip',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

// How the user last interacted, as react-aria tracks it: focus after a keyboard press is shown with a ring, focus
// after a click or tap is not (whatever the browser's own `:focus-visible` says about the element).
let modality: 'keyboard' | 'pointer' | null = null;
export function trackModality() {
  if (modality !== null || typeof document === 'undefined') return;
  modality = 'keyboard';
  const keyboard = (e: KeyboardEvent) => {
    if (!e.metaKey && !e.ctrlKey && !e.altKey) modality = 'keyboard';
  };
  const pointer = () => {
    modality = 'pointer';
  };
  document.addEventListener('keydown', keyboard, true);
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('mousedown', pointer, true);
}

/**
 * The focus states of {@link usePlainStates} (`data-focused`, and `data-focus-visible` after a keyboard's focus)
 * written straight onto `element` from a focus or blur handler, without rendering: for a control of which many
 * render at once (a checkbox per row), where a render per focus move costs more than the attributes.
 */
export function markFocus(element: Element | null, isFocused: boolean) {
  trackModality();
  element?.toggleAttribute('data-focused', isFocused);
  element?.toggleAttribute('data-focus-visible', isFocused && modality !== 'pointer');
}

/**
 * The interaction states react-aria's components expose as data attributes (`data-hovered`, `data-pressed`,
 * `data-focused`, `data-focus-visible`), for native elements styled by the same rules: hover from a mouse only,
 * focus-visible after a keyboard's focus, not a click's.
 */
export function usePlainStates(isDisabled = false) {
  trackModality();
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focus, setFocus] = useState<'none' | 'focused' | 'visible'>('none');
  const handlers = {
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: () => {
      setHovered(false);
      setPressed(false);
    },
    onPointerDown: (e: PointerEvent) => e.button === 0 && setPressed(true),
    onPointerUp: () => setPressed(false),
    onPointerCancel: () => setPressed(false),
    onFocus: () => setFocus(modality === 'pointer' ? 'focused' : 'visible'),
    onBlur: () => setFocus('none'),
  };
  const data = {
    'data-hovered': (hovered && !isDisabled) || undefined,
    'data-pressed': (pressed && !isDisabled) || undefined,
    'data-focused': focus !== 'none' || undefined,
    'data-focus-visible': focus === 'visible' || undefined,
    'data-disabled': isDisabled || undefined,
  };
  return { handlers, data, isFocused: focus !== 'none' };
}

import { createContext, useCallback, useContext, useState } from 'react';

/**
 * Where popovers, menus and modals are portalled: the locale root inside the Radix Themes token scope (the
 * element carrying `dir` and `lang`). react-aria's default, document.body, sits outside `.radix-themes`,
 * where no colour, space or font variable is defined, so overlays would render transparent and unstyled.
 * Pass `findScope` as the `ref` of any element of the component and pass `container` to `UNSTABLE_portalContainer`.
 */
export function useThemePortal(): { findScope: (node: Element | null) => void; container: Element | undefined } {
  const [container, setContainer] = useState<Element | undefined>(undefined);
  const findScope = useCallback((node: Element | null) => {
    setContainer(
      node?.closest('.radix-themes[dir], .radix-themes [dir]') ?? node?.closest('.radix-themes') ?? undefined,
    );
  }, []);
  return { findScope, container };
}

/** The portal container found by an enclosing component, for overlays rendered deeper in its tree. */
export const ThemePortalContext = createContext<Element | undefined>(undefined);

/** Reads the portal container provided by an enclosing component. */
export const useThemePortalContainer = () => useContext(ThemePortalContext);

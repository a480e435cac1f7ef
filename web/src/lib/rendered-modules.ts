import { createContext, useContext } from 'react';

/**
 * The modules a server render drew, named as the build manifest names them
 * (`src/app/routes/home.tsx`). The page's head links their code and styles, so that a part
 * loaded on demand is styled from the first paint and ready to hydrate.
 */
export const RenderedModulesContext = createContext<Set<string> | null>(null);

/** Notes, in a server render, that the module `id` was drawn; does nothing in the browser. */
export function useRenderedModule(id: string): void {
  useContext(RenderedModulesContext)?.add(id);
}

import { createContext, useContext } from 'react';

/** Opens the demo-request dialog that the public layout owns, from any public page. */
export interface DemoDialogControls {
  openDemoDialog: () => void;
}

export const DemoDialogContext = createContext<DemoDialogControls | null>(null);

export function useDemoDialog(): DemoDialogControls {
  const controls = useContext(DemoDialogContext);
  if (!controls) throw new Error('useDemoDialog must be used inside the public layout');
  return controls;
}

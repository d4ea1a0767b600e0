import { createContext, useContext } from 'react';

/** What the visitor asked for: a demo, or to start the free trial (pricing's plans). */
export type DemoDialogPurpose = 'demo' | 'trial';

/** Opens the demo-request dialog that the public layout owns, from any public page. */
export interface DemoDialogControls {
  openDemoDialog: () => void;
  /** The same request form, titled for the free trial. */
  openTrialDialog: () => void;
}

export const DemoDialogContext = createContext<DemoDialogControls | null>(null);

export function useDemoDialog(): DemoDialogControls {
  const controls = useContext(DemoDialogContext);
  if (!controls) throw new Error('useDemoDialog must be used inside the public layout');
  return controls;
}

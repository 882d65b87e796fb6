/** The screens the portal is tried at: a small phone, and a laptop. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

// The company's profile panels, which the ahar keeps too: loaded when shown, their own chunk.
export const loadProfilePanels = () => import('./profile-panels');

/** The portal's route paths (spec 1 §2). */
export const PATHS = {
  root: '/',
  login: '/login',
  logout: '/logout',
  forgottenPassword: '/forgotten-password',
  newPassword: '/new-password',
  welcome: '/welcome',
  changePassword: '/change-password',
  explanations: '/explanations',
  documents: '/documents',
} as const;

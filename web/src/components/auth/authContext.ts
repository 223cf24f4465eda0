import { createContext } from 'react';

/**
 * True below an AuthProvider. The session itself lives in the app store; the context only lets
 * `useAuth` notice when it is used where no provider runs the login check.
 */
export const AuthContext = createContext(false);

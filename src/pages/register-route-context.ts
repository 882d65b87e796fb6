import { createContext } from 'react';
import { REGISTER_PATH } from '../../routes/route-paths.ts';

/**
 * Where "back to registration" leads. The register route differs per brand's route table
 * (`/cadastro`, `/cadastro-refi`, ...), and the pages are loaded lazily outside the register
 * screen's bundle, so the app provides the current table's path instead of the pages importing it.
 */
export const RegisterRouteContext = createContext<string>(REGISTER_PATH);

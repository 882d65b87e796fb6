import { describeBrowserPaths } from '../support/paths/describe-browser-paths.ts';

describeBrowserPaths('refi');

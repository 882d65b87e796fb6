import { describeUiPaths } from './support/ui-path-runner.tsx';

describeUiPaths('meu-financiamento');

import { describeEngineSuite } from '../support/engine-suite.ts';

describeEngineSuite('webkit');

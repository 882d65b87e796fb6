/**
 * A scenario's QA case id, read from its tag (`@digital-3f9a2c1b`, scripts/paths/qa-case-id.ts),
 * and the JUnit report's test names built from it: CI and the test-management tools link a result
 * to its case by that id. No cucumber registration here: `scripts/qa-cucumber.ts` imports it too.
 */

export interface TaggedPickle {
  name: string;
  tags: readonly { name: string }[];
}

const CASE_TAG = /^@[a-z-]+-[0-9a-f]{8}$/;

/** The case id of the scenario, else its name (a feature written by hand). */
export function caseIdOf(pickle: TaggedPickle): string {
  const tag = pickle.tags.find(({ name }) => CASE_TAG.test(name))?.name;
  return tag === undefined ? pickle.name : tag.slice(1);
}

/**
 * The JUnit formatter's naming strategy (`@cucumber/junit-xml-formatter`'s
 * `testNamingStrategy`): `<case id> <scenario name>` as each testcase's name.
 */
export const junitNaming = {
  reduce(_lineage: unknown, pickle: TaggedPickle): string {
    const id = caseIdOf(pickle);
    return id === pickle.name ? id : `${id} ${pickle.name}`;
  },
};

// Setup file of the unit and UI path projects. findBy* and waitFor wait for what the customer
// would see; on a 2-core machine busy with other work a render can take many times testing-
// library's 1 s default, so DOM tests get a limit that holds there (a passing wait ends early).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}

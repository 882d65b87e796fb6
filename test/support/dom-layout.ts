// Setup file of the unit and UI path projects. jsdom lays nothing out and has no
// `scrollIntoView`, which every browser the portal supports has; the views call it to show a
// new message (notice-alert.tsx). Here it scrolls nothing, as nothing has a place; where things
// land on screen is checked in the browsers (test/browser/customers.test.ts).
if (typeof Element !== 'undefined' && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value() {} });
}

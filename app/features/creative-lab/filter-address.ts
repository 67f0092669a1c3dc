/**
 * The event the resources' filter (resource-filter.module.ts) dispatches on its root, bubbling and cancelable, before
 * it moves the address to a filter's link (`detail`: that link's href). A React page's router takes it over
 * (FreeResources.tsx); a page without React has none, and the filter pushes the address itself. A file of its own, so
 * the React screen does not carry the module, which comes near view on either kind of page.
 */
export const FILTER_ADDRESS_EVENT = 'origin:lab-filter-address'

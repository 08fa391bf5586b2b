// The pages the speed reports measure (Lighthouse's list, which the phone
// profile extends with the cart and the checkout's steps): one item and its
// category and catalogue, read from the running shop rather than assumed.

/** `[name, path]` of every page of the Lighthouse list, on the shop at `base`. */
export async function measuredPages(base) {
  const found = await (
    await fetch(`${base}/backend/api/item/search?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: 'iphone', pagination: { pageNumber: 1, pageSize: 1 } }),
    })
  ).json();
  const item = found.items[0];
  return [
    ['home EN', '/?lang=en'],
    ['home TH', '/?lang=th'],
    ['catalogue list EN', `/listCatalogue/${item.categoryId}?lang=en`],
    ['item list EN', `/listItem?category=${item.categoryId}&catalogue=${item.catalogueId}&lang=en`],
    ['item EN', `/itemDetail?itemCode=${item.code}&lang=en`],
    ['item TH', `/itemDetail?itemCode=${item.code}&lang=th`],
    ['search TH', '/search?q=iphone&lang=th'],
  ];
}

/** The pages whose name holds one of the comma-separated words of `filter` (all when it is empty). */
export function onlyPages(pages, filter) {
  const only = (filter ?? '').split(',').filter((word) => word !== '');
  return pages.filter(
    ([name]) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
  );
}

import { products, type ProductId } from './facts';

// Beside the facts rather than among them, so a function that reads them reads whichever facts are loaded
// (the figures test swaps facts.ts for sentinel values; lib/i18n/figures.test.ts).
/** How many bottles an offer holds, for the words that name it. */
export const bottlesIn = (id: ProductId) => products.find((product) => product.id === id)!.bottles;

/**
 * The bench's baseline page (`bench/blank-page.ts`): the least a Vite module entry can do to show a
 * heading. It puts one `<main><h1>` into the document from its script, as the app's first render
 * does, so that the marks the page-load benchmarks set work on it unchanged.
 */
const main = document.createElement('main');
const heading = document.createElement('h1');
heading.textContent = 'Blank';
main.append(heading);
document.body.append(main);

// A second app target of the package, linking no other manifest: `generate-routes lint` checks it as its own URL
// space (its cart does not tie with ModularApp's), and `export` refuses to merge it with another app. Never built.

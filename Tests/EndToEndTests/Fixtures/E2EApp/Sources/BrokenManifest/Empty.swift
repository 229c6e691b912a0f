// The manifest beside this file is broken on purpose: the build must fail at its line.

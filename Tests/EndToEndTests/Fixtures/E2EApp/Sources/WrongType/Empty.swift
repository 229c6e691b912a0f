// routes.yml names a type that does not exist: the compile error must point into the manifest.

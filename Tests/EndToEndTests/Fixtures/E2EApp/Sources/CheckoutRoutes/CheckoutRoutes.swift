// Routes only: the build plugin generates this module's code from routes.yml; SwiftPM needs one source file to build a module.

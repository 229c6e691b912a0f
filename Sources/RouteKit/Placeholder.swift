public enum _RouteKitPlaceholder {}

print("RoutesDemo")

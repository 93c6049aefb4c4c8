import RaygemCLI

"""Search (DESIGN §5): records read from the knowledge base, a ranking index, four layers."""

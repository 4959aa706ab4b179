/// The Cassowary constraint solver.
public enum CassowaryInfo {}

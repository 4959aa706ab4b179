import Cassowary
import Foundation

extension LayoutEngine {
  /// What a relayout reads and writes of one item, kept in one array of values
  /// (``SlotTable``) instead of in the item.
  ///
  /// A relayout that moves ten thousand views is bound by the cache lines it touches. Reading
  /// the solution and finding the frames that moved through the slots reads consecutive
  /// memory (about two lines per item, in registration order) and touches neither the items
  /// nor their variables; only the views whose frames changed are visited.
  struct Slot {
    /// The item's four variables as last read from the solver: its frame in its superview's
    /// (or owning view's) coordinates, before pixel snapping.
    var solved = CGRect.zero
    /// The frame the last layout pass gave the view (valid with ``Flags/hasPlaced``; without
    /// it: none yet, or code assigned a frame since): a solved frame equal to it needs no
    /// placing.
    var placed = CGRect.zero
    /// The view, not retained (see ``Item/view``).
    var view: Unmanaged<View>?
    /// The superview the view had when it was registered, not retained (it holds the view; a
    /// view that leaves its superview is unregistered first).
    var superview: Unmanaged<View>?
    /// The item, not retained: the engine's item table holds every registered item.
    var item: Unmanaged<Item>?
    /// The engine's ``LayoutEngine/stamp`` when the slot was last gathered, so that one read of
    /// the solution gathers it once.
    var stamp: UInt32 = 0
    /// Counts the items that held the slot: a listed slot whose generation moved on names an
    /// item that left.
    var generation: UInt32 = 0
    var flags: Flags = []

    struct Flags: OptionSet {
      let rawValue: UInt8
      /// An item holds the slot.
      static let isRegistered = Flags(rawValue: 1)
      /// Auto Layout places the view (its `translatesAutoresizingMaskIntoConstraints` is off).
      static let placesView = Flags(rawValue: 2)
      /// The view is the engine's root, which no layout pass of the tree places.
      static let isRoot = Flags(rawValue: 4)
      /// ``Slot/placed`` holds the frame last placed.
      static let hasPlaced = Flags(rawValue: 8)
    }

    /// The superview's identity, the key of its list of subviews to place.
    var superviewID: ObjectIdentifier? {
      superview.map { $0._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }
    }
  }

  /// A slot and the generation it had when it was listed (see ``Slot/generation``).
  struct SlotReference: Equatable {
    var index: Int32
    var generation: UInt32
  }

  /// The slots of the registered items; freed slots are reused.
  struct SlotTable {
    private(set) var slots: [Slot] = []
    private var free: [Int32] = []

    /// Takes a slot for `item`.
    mutating func allocate(for item: Item) -> Int32 {
      let index: Int32
      if let reused = free.popLast() {
        index = reused
      } else {
        index = Int32(slots.count)
        slots.append(Slot())
      }
      let generation = slots[Int(index)].generation
      slots[Int(index)] = Slot(generation: generation, flags: .isRegistered)
      slots[Int(index)].item = Unmanaged.passUnretained(item)
      return index
    }

    /// Gives a slot back: lists that still name it see its generation move on.
    mutating func release(_ index: Int32) {
      let generation = slots[Int(index)].generation &+ 1
      slots[Int(index)] = Slot(generation: generation)
      free.append(index)
    }

    subscript(index: Int32) -> Slot {
      get { slots[Int(index)] }
      _modify { yield &slots[Int(index)] }
    }

    /// The reference that lists `index` now.
    func reference(_ index: Int32) -> SlotReference {
      SlotReference(index: index, generation: slots[Int(index)].generation)
    }

    /// Whether `reference` still names the item it was taken for.
    func isCurrent(_ reference: SlotReference) -> Bool {
      slots[Int(reference.index)].generation == reference.generation
    }

    /// Runs `body` on the slots' storage, without bounds or uniqueness checks per access.
    mutating func withSlots<R>(_ body: (UnsafeMutableBufferPointer<Slot>) throws -> R) rethrows -> R {
      try slots.withUnsafeMutableBufferPointer { try body($0) }
    }
  }
}

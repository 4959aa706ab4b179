import CMemoryHints
import Cassowary
import Foundation

/// The Cassowary solver behind one view tree (UIKit's `NSISEngine`).
///
/// Every view or guide that takes part gets four variables — left and top in its superview's
/// (a guide: its owning view's) coordinates, width and height — and, with them, its superview
/// chain. A constraint is written in the coordinates of the closest common ancestor of its
/// views, so a position is the item's left or top plus those of its ancestors below that
/// view; moving a view then changes its own variables only, not its subviews'. Active constraints are
/// mirrored into the solver incrementally: activation adds one solver constraint, a new
/// constant updates one in place (Cassowary's edit of constants), and a frame-based view's
/// frame becomes four required "autoresizing" constraints whose constants follow the frame.
/// Changes are queued and applied at the next layout pass (``updateIfNeeded()``).
final class LayoutEngine {
  /// One view or guide in the solver. What a relayout reads of it is in its ``Slot``.
  final class Item {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// The view, not retained: the view's superview holds it while it is in the tree, and a
    /// view leaving the tree is unregistered first. (A `weak` reference would give every
    /// constrained view a side table and slow each of its retains and releases.)
    var view: View? {
      get { viewReference?.takeUnretainedValue() }
      set { viewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// ``view`` as stored.
    var viewReference: Unmanaged<View>?
    /// The item's slot in the engine's ``LayoutEngine/SlotTable``, which keeps what a relayout
    /// reads of it (-1 once its view or guide left the engine).
    var slot: Int32 = -1
    /// Whether the engine still holds the item (`false` once its view or guide left).
    var isRegistered: Bool { slot >= 0 }
    weak var guide: LayoutGuide?
    /// Required constraints pinning a frame-based view to its frame.
    var autoresizing: [Int: Cassowary.Constraint] = [:]
    var autoresizingShape: AutoresizingShape?
    var autoresizingConstants: [Double] = []
    /// Hugging and compression constraints: width ≤, width ≥, height ≤, height ≥.
    var content: [Cassowary.Constraint?] = [nil, nil, nil, nil]
    var contentKey: [Double] = []
    /// The solved width a width-dependent view was last measured at (`nil`: not measured at
    /// a solved width yet, so its plain intrinsic size is used).
    var fittedWidth: CGFloat?
    /// The records whose equations read this item's margins, baselines or direction.
    var dependents: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Whether its intrinsic height depends on its width (a multi-line label).
    var isWidthDependent = false
    /// Whether its intrinsic size or content priorities changed since it was last measured.
    var needsMeasuring = false
    /// The order the engine registered it in: changes are applied in this order, so the solver
    /// sees the same sequence of edits (and an ambiguous layout gets the same solution) in
    /// every run, whatever the addresses of the objects.
    let serial: Int

    /// ``autoresizing``'s constraints by index, the same order in every run.
    var autoresizingConstraints: [Cassowary.Constraint] {
      autoresizing.sorted { $0.key < $1.key }.map(\.value)
    }

    init(name: String, serial: Int) {
      self.serial = serial
      left = Variable(name + ".minX")
      top = Variable(name + ".minY")
      width = Variable(name + ".width")
      height = Variable(name + ".height")
      for variable in [left, top, width, height] { variable.owner = self }
    }

    deinit {
      for variable in [left, top, width, height] { variable.owner = nil }
    }

    /// The item `variable` belongs to, if any: only items set a variable's owner.
    static func of(_ variable: Variable) -> Item? {
      reference(of: variable)?.takeUnretainedValue()
    }

    /// ``of(_:)`` without retaining the item, which the engine's item table holds.
    @inline(__always)
    static func reference(of variable: Variable) -> Unmanaged<Item>? {
      variable.ownerReference.map { Unmanaged<Item>.fromOpaque($0.toOpaque()) }
    }

    /// The four variables, in the order of their roles in their tags (see
    /// ``LayoutEngine/tag(slot:role:)``).
    var variables: [Variable] { [left, top, width, height] }
  }

  /// Which autoresizing constraints an item has: origin (minX, minY) and size (width, height).
  struct AutoresizingShape: Equatable {
    var origin: Bool
    var size: Bool
  }

  /// A layout constraint mirrored into the solver.
  final class Record {
    let constraint: LayoutConstraint
    var solverConstraint: Cassowary.Constraint?
    var equation: Equation?
    var itemIDs: [ObjectIdentifier] = []
    /// The order the engine took the constraint in (see ``Item/serial``).
    let serial: Int
    init(_ constraint: LayoutConstraint, serial: Int) {
      self.constraint = constraint
      self.serial = serial
    }
  }

  /// A constraint's linear form: `Σ terms + constant  relation  0` at a strength.
  struct Equation: Equatable {
    var terms: [Term]
    var constant: Double
    var relation: RelationalOperator
    var strength: Double

    static func == (a: Equation, b: Equation) -> Bool {
      a.relation == b.relation && a.strength == b.strength && a.constant == b.constant
        && a.hasSameTerms(as: b)
    }

    func hasSameTerms(as other: Equation) -> Bool {
      guard relation == other.relation, strength == other.strength, terms.count == other.terms.count else {
        return false
      }
      return zip(terms, other.terms).allSatisfy {
        $0.variable === $1.variable && $0.coefficient == $1.coefficient
      }
    }

    var solverConstraint: Cassowary.Constraint {
      Cassowary.Constraint(
        Cassowary.Expression(terms, constant: constant), relation, strength: Strength(strength))
    }
  }

  /// Where an internal solver constraint comes from, for conflict reports.
  enum Origin {
    case constraint(LayoutConstraint)
    case autoresizing(Item, String)
    case content(Item, String)
  }

  let solver = Solver()
  /// The root of the view tree, not retained: the root owns the engine (a fitting engine lives
  /// for one measurement of a view its caller holds), and clears this as it is deallocated. A
  /// `weak` reference would slow every retain and release of the root.
  unowned(unsafe) var root: View?
  private(set) var items: [ObjectIdentifier: Item] = [:]
  private var records: [ObjectIdentifier: Record] = [:]
  private var pendingAdds: [LayoutConstraint] = []
  private var pendingRemoves: [LayoutConstraint] = []
  private var dirtyItems: [ObjectIdentifier: Item] = [:]
  /// The next ``Item/serial`` or ``Record/serial``.
  private var nextSerial = 0
  private var dirtyRecords: [ObjectIdentifier: LayoutConstraint] = [:]
  private var directionChanged = false
  /// Items whose intrinsic height depends on their width (multi-line labels): measured again
  /// at their solved width after each solve.
  private var widthDependent: [ObjectIdentifier: Item] = [:]
  var origins: [ObjectIdentifier: Origin] = [:]
  /// Per superview, the constrained subviews whose solved frames differ from their frames (or
  /// whose frames code assigned): its next layout gives them their solved frames.
  private var subviewsToPlace: [ObjectIdentifier: [SlotReference]] = [:]
  /// What a relayout reads of each registered item.
  @exclusivity(unchecked) private(set) var slots = SlotTable()
  /// Counts gatherings of items (see ``Slot/stamp``).
  private var stamp: UInt32 = 0
  /// Items registered, or whose view changed, since the last read of the solution: their
  /// frames are checked even when no variable of theirs moved.
  private var touchedItems: [Item] = []

  /// Whether this is a throw-away engine measuring one subtree with its root's size free.
  let isFitting: Bool

  init(root: View, fitting: Bool = false) {
    self.root = root
    isFitting = fitting
    // The solver proves its tableau after every change in its own tests; here that would make
    // debug layouts of a few thousand constraints take seconds. DIORAMA_SOLVER_INVARIANTS=1
    // turns the checks back on.
    solver.checksInvariants = ProcessInfo.processInfo.environment["DIORAMA_SOLVER_INVARIANTS"] == "1"
  }

  deinit {
    for record in records.values where record.constraint.engine === self { record.constraint.engine = nil }
    for constraint in pendingAdds where constraint.engine === self { constraint.engine = nil }
  }

  /// Whether changes are queued.
  var needsUpdate: Bool {
    !pendingAdds.isEmpty || !pendingRemoves.isEmpty || !dirtyItems.isEmpty || !dirtyRecords.isEmpty
      || directionChanged
  }

  // MARK: Queuing changes

  func enqueueAdd(_ constraint: LayoutConstraint) {
    if let index = pendingRemoves.firstIndex(where: { $0 === constraint }) {
      pendingRemoves.remove(at: index)
    } else if records[ObjectIdentifier(constraint)] == nil {
      pendingAdds.append(constraint)
    }
    if !isFitting {
      constraint.engine = self
      root?.setNeedsLayout()
    }
  }

  func enqueueRemove(_ constraint: LayoutConstraint) {
    if let index = pendingAdds.firstIndex(where: { $0 === constraint }) {
      pendingAdds.remove(at: index)
      constraint.engine = nil
    } else if records[ObjectIdentifier(constraint)] != nil {
      pendingRemoves.append(constraint)
    }
    root?.setNeedsLayout()
  }

  /// Takes a constraint out of the engine at once, whether it is queued or in the solver
  /// (used when its views leave the tree, so no record is left on their old variables).
  func discard(_ constraint: LayoutConstraint) {
    pendingAdds.removeAll { $0 === constraint }
    pendingRemoves.removeAll { $0 === constraint }
    dirtyRecords[ObjectIdentifier(constraint)] = nil
    removeRecord(constraint)
    if constraint.engine === self { constraint.engine = nil }
  }

  func constraintDidChange(_ constraint: LayoutConstraint) {
    dirtyRecords[ObjectIdentifier(constraint)] = constraint
    root?.setNeedsLayout()
  }

  /// A view's frame, intrinsic size, margins or autoresizing flag changed; `measuring`: its
  /// intrinsic size or content priorities may have, so it is measured again.
  func itemDidChange(_ view: View, measuring: Bool) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    dirtyItems[ObjectIdentifier(view)] = item
    if measuring { item.needsMeasuring = true }
    root?.setNeedsLayout()
  }

  /// Some view's layout direction changed: directional constraints must be rebuilt.
  func layoutDirectionDidChange() {
    directionChanged = true
    root?.setNeedsLayout()
  }

  /// Every constraint the engine holds or has queued.
  var allConstraints: [LayoutConstraint] {
    records.values.map(\.constraint) + pendingAdds.filter { c in !pendingRemoves.contains { $0 === c } }
  }

  // MARK: Updating

  /// Applies every queued change to the solver and re-solves; marks the superviews of views
  /// whose solved frames changed as needing layout.
  ///
  /// Removals go first, then new constants, then additions. Every set of constraints the
  /// solver passes through is then part of the final one, with final constants, so it is
  /// satisfiable whenever the final set is; and constants change while the fewest required
  /// constraints hold their variables, which is when the solver updates them most cheaply.
  func updateIfNeeded() {
    guard needsUpdate else { return }
    let removes = pendingRemoves
    pendingRemoves = []
    for constraint in removes { removeRecord(constraint) }
    if directionChanged {
      directionChanged = false
      for record in records.values where record.constraint.usesDirection {
        dirtyRecords[ObjectIdentifier(record.constraint)] = record.constraint
      }
    }
    let changedItems = dirtyItems
    dirtyItems = [:]
    for item in changedItems.values.sorted(by: { $0.serial < $1.serial }) {
      touchedItems.append(item)
      updateAutoresizing(item)
      if item.needsMeasuring {
        item.needsMeasuring = false
        updateContent(item)
      }
      for (id, constraint) in item.dependents { dirtyRecords[id] = constraint }
    }
    let changedRecords = dirtyRecords
    dirtyRecords = [:]
    let readds = refreshEquations(
      changedRecords.values.compactMap { records[ObjectIdentifier($0)] }.sorted { $0.serial < $1.serial })
    while !pendingAdds.isEmpty {
      let adds = pendingAdds
      pendingAdds = []
      for constraint in adds { addRecord(constraint) }
    }
    addEquations(readds)
    var changed = readChangedItems()
    changed += settleWidthDependentSizes(changed)
    if !isFitting { markChangedFrames(changed) }
  }

  /// Reads the values the solver changed since they were last read into the items' slots and
  /// returns those slots, each once (with the slots of items registered or changed since,
  /// whose frames are checked even when no variable of theirs moved). Cost: the variables
  /// that changed; neither the variables nor the items are touched (see ``Slot``).
  func readChangedItems() -> [Int32] {
    stamp &+= 1
    let stamp = self.stamp
    var changed: [Int32] = []
    for item in touchedItems where item.isRegistered && slots[item.slot].stamp != stamp {
      slots[item.slot].stamp = stamp
      changed.append(item.slot)
    }
    touchedItems.removeAll()
    slots.withSlots { slots in
      solver.updateChangedValues { tag, value in
        let index = Int(tag >> 2)
        let value = CGFloat(value)
        switch tag & 3 {
        case 0:
          guard slots[index].solved.origin.x != value else { return }
          slots[index].solved.origin.x = value
        case 1:
          guard slots[index].solved.origin.y != value else { return }
          slots[index].solved.origin.y = value
        case 2:
          guard slots[index].solved.size.width != value else { return }
          slots[index].solved.size.width = value
        default:
          guard slots[index].solved.size.height != value else { return }
          slots[index].solved.size.height = value
        }
        guard slots[index].stamp != stamp else { return }
        slots[index].stamp = stamp
        changed.append(Int32(index))
      }
    }
    return changed
  }

  /// The tag of an item's variable in the solver: its slot and its role (0 to 3: minX, minY,
  /// width, height), so that reading the solution finds the value's place without the item.
  static func tag(slot: Int32, role: Int) -> Int32 { slot << 2 | Int32(role) }

  /// An item's solved frame in its superview's (or owning view's) coordinates, before pixel
  /// snapping, as last read from the solver.
  func solvedFrame(of item: Item) -> CGRect {
    item.isRegistered ? slots[item.slot].solved : .zero
  }

  /// Reads every item's four values again (after a read of every variable, which leaves
  /// nothing for ``readChangedItems()`` to report).
  func rereadSolvedFrames() {
    for item in items.values where item.isRegistered {
      slots[item.slot].solved = CGRect(
        x: solver.value(of: item.left), y: solver.value(of: item.top),
        width: solver.value(of: item.width), height: solver.value(of: item.height))
    }
  }

  /// UIKit's second layout pass: measures every view whose intrinsic height depends on its
  /// width again at its solved width, and solves again while any intrinsic size changed.
  /// Only views among `changed` (the items whose variables the solve changed) can have a new
  /// width; returns the items the extra solves changed.
  ///
  /// A label's wrapped width never exceeds the width it wraps at, so the widths it is measured
  /// at only shrink and this settles in two or three rounds; the bound keeps a custom view
  /// whose sizes oscillate from looping (its last measured size stands).
  func settleWidthDependentSizes(_ changed: [Int32]) -> [Int32] {
    guard !widthDependent.isEmpty else { return [] }
    let scale = root?.hostDisplayScale ?? 1
    var round = changed
    var settled: [Int32] = []
    for _ in 0..<4 {
      var resized = false
      for index in round {
        guard let item = slots[index].item?.takeUnretainedValue(), item.isWidthDependent else { continue }
        let width = Self.snapped(slots[index].solved, scale: scale).width
        guard width != item.fittedWidth else { continue }
        item.fittedWidth = width
        let before = item.contentKey
        updateContent(item)
        if item.contentKey != before { resized = true }
      }
      guard resized else { break }
      round = readChangedItems()
      settled += round
    }
    return settled
  }

  /// Lists, with its superview, every constrained view among `changed` whose solved frame
  /// differs from its frame, and marks the superview as needing layout. (A view's variables
  /// are in its superview's coordinates: a view that moves leaves its subviews' alone.)
  private func markChangedFrames(_ changed: [Int32]) {
    let scale = root?.hostDisplayScale ?? 1
    // Changed views come in runs of siblings: each run joins its superview's list at once.
    var run: [SlotReference] = []
    var runSuperview: ObjectIdentifier?
    func endRun() {
      guard let id = runSuperview, !run.isEmpty else { return }
      subviewsToPlace[id, default: []] += run
      run.removeAll(keepingCapacity: true)
    }
    // The slots are read one at a time, not through their buffer: reading a view's frame can
    // run code of the app's (an overridden property) that registers views.
    for index in changed {
      let slot = slots[index]
      guard slot.flags.contains(.placesView), !slot.flags.contains(.isRoot), let superview = slot.superview
      else { continue }
      let frame = Self.snapped(slot.solved, scale: scale)
      if slot.flags.contains(.hasPlaced) {
        guard frame != slot.placed else { continue }
      } else {
        // Not retained: the superview holds the view.
        guard let view = slot.view, view._withUnsafeGuaranteedRef({ frame != $0.alignmentFrame }) else {
          continue
        }
      }
      let superviewID = superview._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
      if superviewID != runSuperview {
        endRun()
        runSuperview = superviewID
        superview._withUnsafeGuaranteedRef { $0.setNeedsLayout() }
      }
      run.append(SlotReference(index: index, generation: slot.generation))
    }
    endRun()
  }

  /// Code assigned a frame to a view that Auto Layout places: its superview's next layout
  /// gives it its solved frame back.
  func frameWasAssigned(_ view: View) {
    guard let item = items[ObjectIdentifier(view)], let superviewID = slots[item.slot].superviewID else {
      return
    }
    slots[item.slot].flags.remove(.hasPlaced)
    subviewsToPlace[superviewID, default: []].append(slots.reference(item.slot))
  }

  /// The subviews of `superview` listed by ``markChangedFrames(_:)`` and
  /// ``frameWasAssigned(_:)`` that are still its constrained subviews, with their solved
  /// frames, in subview order, each once; the list is emptied. The views are not retained:
  /// each is one of `superview`'s ``View/subviews``, which the caller keeps alive.
  func takeSubviewsToPlace(in superview: View) -> [(view: Unmanaged<View>, frame: CGRect)] {
    let superviewID = ObjectIdentifier(superview)
    guard let listed = subviewsToPlace.removeValue(forKey: superviewID) else { return [] }
    let scale = root?.hostDisplayScale ?? 1
    return slots.withSlots { slots in
      // Sorted by index read once per view: a sort that read each view's index in every
      // comparison would chase pointers all over the heap. The views are read without being
      // retained (the superview holds them), so that a row of cold views is fetched from
      // memory at once, not one atomic retain at a time.
      var keyed: [(index: Int, slot: Int32)] = []
      keyed.reserveCapacity(listed.count)
      let superviewAddress = Unmanaged.passUnretained(superview).toOpaque()
      func prefetchView(at position: Int) {
        guard position < listed.count, let view = slots[Int(listed[position].index)].view else { return }
        diorama_prefetch(view.toOpaque(), View.prefetchBytes)
      }
      for position in 0..<min(Self.prefetchDistance, listed.count) { prefetchView(at: position) }
      for (position, reference) in listed.enumerated() {
        prefetchView(at: position + Self.prefetchDistance)
        let slot = slots[Int(reference.index)]
        guard slot.generation == reference.generation, slot.flags.contains(.placesView),
          let view = slot.view, slot.superview?.toOpaque() == superviewAddress
        else { continue }
        let index = view._withUnsafeGuaranteedRef { view in
          diorama_prefetch(Unmanaged.passUnretained(view.layer).toOpaque(), Layer.prefetchBytes)
          return view.superviewReference?.toOpaque() == superviewAddress ? view.indexInSuperview : nil
        }
        if let index { keyed.append((index, reference.index)) }
      }
      keyed.sort { $0.index < $1.index }
      var placed: [(view: Unmanaged<View>, frame: CGRect)] = []
      placed.reserveCapacity(keyed.count)
      var previous = -1
      for (index, slot) in keyed where index != previous {
        previous = index
        let frame = Self.snapped(slots[Int(slot)].solved, scale: scale)
        slots[Int(slot)].placed = frame
        slots[Int(slot)].flags.insert(.hasPlaced)
        placed.append((slots[Int(slot)].view!, frame))
      }
      return placed
    }
  }

  /// How many views ahead loops over views start fetching a view's lines.
  static let prefetchDistance = 16

  // MARK: Records

  private func takeSerial() -> Int {
    nextSerial += 1
    return nextSerial
  }

  private func addRecord(_ constraint: LayoutConstraint) {
    guard constraint.isActive, records[ObjectIdentifier(constraint)] == nil else { return }
    let record = Record(constraint, serial: takeSerial())
    records[ObjectIdentifier(constraint)] = record
    if !isFitting { constraint.engine = self }
    refresh(record)
  }

  private func removeRecord(_ constraint: LayoutConstraint) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    if let sc = record.solverConstraint {
      try? solver.removeConstraint(sc)
      origins[ObjectIdentifier(sc)] = nil
    }
    for id in record.itemIDs { items[id]?.dependents[ObjectIdentifier(constraint)] = nil }
    if constraint.engine === self { constraint.engine = nil }
  }

  /// Rebuilds records' equations and brings the solver in line with them, but for additions:
  /// constants that changed alone are updated in place; equations whose terms changed are
  /// removed, and returned to be added by ``addEquations(_:)`` once every change is in, so a
  /// batch (say, every leading/trailing constraint after a direction change) never passes
  /// through a half-updated, infeasible system.
  private func refreshEquations(_ batch: [Record]) -> [Record] {
    var readd: [Record] = []
    for record in batch {
      let equation = equation(for: record)
      if let old = record.equation, let sc = record.solverConstraint, let equation {
        if old == equation { continue }
        if old.hasSameTerms(as: equation) {
          do {
            try solver.updateConstant(of: sc, to: equation.constant)
            record.equation = equation
          } catch {
            reportUnsatisfiable(sc, origin: .constraint(record.constraint), brokenInstead: true)
          }
          continue
        }
      }
      if let sc = record.solverConstraint {
        try? solver.removeConstraint(sc)
        origins[ObjectIdentifier(sc)] = nil
        record.solverConstraint = nil
      }
      record.equation = equation
      if equation != nil { readd.append(record) }
    }
    return readd
  }

  /// Adds the equations of records that have none in the solver.
  private func addEquations(_ batch: [Record]) {
    for record in batch {
      guard let equation = record.equation else { continue }
      let sc = equation.solverConstraint
      if add(sc, origin: .constraint(record.constraint)) { record.solverConstraint = sc }
    }
  }

  private func refresh(_ record: Record) { addEquations(refreshEquations([record])) }

  /// Adds a solver constraint; on a conflict among required constraints, reports it and leaves
  /// the constraint out (broken), as UIKit does.
  @discardableResult
  func add(_ sc: Cassowary.Constraint, origin: Origin) -> Bool {
    do {
      try solver.addConstraint(sc)
      origins[ObjectIdentifier(sc)] = origin
      return true
    } catch .unsatisfiableConstraint {
      reportUnsatisfiable(sc, origin: origin, brokenInstead: false)
    } catch {
      LayoutConstraint.warn(.invalidConstraint, "\(describe(origin)) cannot be used: \(error)")
    }
    return false
  }

  // MARK: Items

  /// The item of a view, registering it (and its superview chain) on first use.
  @discardableResult
  func item(forView view: View) -> Item {
    let id = ObjectIdentifier(view)
    if let existing = items[id] { return existing }
    if view !== root, let superview = view.superview { item(forView: superview) }
    let item = Item(name: view.layoutName, serial: takeSerial())
    item.view = view
    register(item)
    slots[item.slot].view = Unmanaged.passUnretained(view)
    if view === root { slots[item.slot].flags.insert(.isRoot) }
    slots[item.slot].superview = view.superview.map { Unmanaged.passUnretained($0) }
    items[id] = item
    touchedItems.append(item)
    updateAutoresizing(item)
    updateContent(item)
    return item
  }

  /// The item of a layout guide, registering it with its owning view.
  func item(forGuide guide: LayoutGuide) -> Item? {
    let id = ObjectIdentifier(guide)
    if let existing = items[id] { return existing }
    guard let owner = guide.owningView else { return nil }
    item(forView: owner)
    let item = Item(name: guide.layoutName, serial: takeSerial())
    item.guide = guide
    register(item)
    items[id] = item
    return item
  }

  func item(for object: AnyObject) -> Item? {
    if let view = object as? View { return item(forView: view) }
    if let guide = object as? LayoutGuide { return item(forGuide: guide) }
    return nil
  }

  /// Gives a new item its slot, and its variables their tags.
  private func register(_ item: Item) {
    item.slot = slots.allocate(for: item)
    for (role, variable) in item.variables.enumerated() {
      solver.setTag(Self.tag(slot: item.slot, role: role), of: variable)
    }
  }

  /// Gives back the slot of an item that left; its variables (which constraints may still
  /// hold) lose their tags, so that their values are written to them again.
  private func release(_ item: Item) {
    guard item.isRegistered else { return }
    for variable in item.variables { solver.setTag(-1, of: variable) }
    slots.release(item.slot)
    item.slot = -1
  }

  /// Drops a view that left the tree, with the internal constraints that held it.
  func unregister(_ view: View) {
    guard let item = items[ObjectIdentifier(view)] else { return }
    items[ObjectIdentifier(view)] = nil
    release(item)
    for sc in item.autoresizingConstraints + item.content.compactMap({ $0 }) {
      try? solver.removeConstraint(sc)
      origins[ObjectIdentifier(sc)] = nil
    }
    dirtyItems[ObjectIdentifier(view)] = nil
    widthDependent[ObjectIdentifier(view)] = nil
    subviewsToPlace[ObjectIdentifier(view)] = nil
    for guide in view.autoLayout.guides {
      if let item = items.removeValue(forKey: ObjectIdentifier(guide)) { release(item) }
    }
  }

  /// Pins a frame-based view to its frame with required constraints whose constants follow
  /// the frame. The root is pinned at the origin (its size too when it is frame-based).
  private func updateAutoresizing(_ item: Item) {
    guard let view = item.view else { return }
    let isRoot = view === root || view.superview == nil
    let pinsFrame = view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === root)
    let placesView = !view.translatesAutoresizingMaskIntoConstraints
    if item.isRegistered && slots[item.slot].flags.contains(.placesView) != placesView {
      if placesView {
        slots[item.slot].flags.insert(.placesView)
      } else {
        slots[item.slot].flags.remove(.placesView)
      }
      slots[item.slot].flags.remove(.hasPlaced)
    }
    let shape = AutoresizingShape(origin: isRoot || pinsFrame, size: pinsFrame)
    let frame = view.alignmentFrame
    let origin = isRoot ? CGPoint.zero : frame.origin
    let constants = [-origin.x, -origin.y, -frame.width, -frame.height].map(Double.init)
    if item.autoresizingShape != shape {
      removeAutoresizing(item)
      item.autoresizingShape = shape
      var wanted: [(Int, Cassowary.Expression, String)] = []
      if shape.origin {
        // An item's left and top are in its superview's coordinates.
        wanted.append((0, Cassowary.Expression([Term(item.left)], constant: constants[0]), "minX"))
        wanted.append((1, Cassowary.Expression([Term(item.top)], constant: constants[1]), "minY"))
      }
      if shape.size {
        wanted.append((2, Cassowary.Expression([Term(item.width)], constant: constants[2]), "width"))
        wanted.append((3, Cassowary.Expression([Term(item.height)], constant: constants[3]), "height"))
      }
      for (index, expression, label) in wanted {
        let sc = Cassowary.Constraint(expression, .equal, strength: .required)
        if add(sc, origin: .autoresizing(item, label)) { item.autoresizing[index] = sc }
      }
      item.autoresizingConstants = constants
      return
    }
    guard item.autoresizingConstants != constants else { return }
    for (index, sc) in item.autoresizing.sorted(by: { $0.key < $1.key })
    where item.autoresizingConstants[index] != constants[index] {
      try? solver.updateConstant(of: sc, to: constants[index])
    }
    item.autoresizingConstants = constants
  }

  private func removeAutoresizing(_ item: Item) {
    for sc in item.autoresizingConstraints {
      try? solver.removeConstraint(sc)
      origins[ObjectIdentifier(sc)] = nil
    }
    item.autoresizing = [:]
    item.autoresizingShape = nil
  }

  /// Keeps hugging and compression-resistance constraints in line with the intrinsic size.
  private func updateContent(_ item: Item) {
    guard let view = item.view else { return }
    let state = view.autoLayout
    let framed = view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === root)
    let dependsOnWidth = !framed && view.intrinsicContentSizeDependsOnWidth
    let id = ObjectIdentifier(view)
    item.isWidthDependent = dependsOnWidth
    if dependsOnWidth {
      widthDependent[id] = item
    } else if widthDependent.removeValue(forKey: id) != nil {
      item.fittedWidth = nil
    }
    let size: CGSize =
      if framed {
        CGSize(width: -1, height: -1)
      } else if dependsOnWidth, let width = item.fittedWidth {
        view.intrinsicContentSize(forWidth: width)
      } else {
        view.intrinsicContentSize
      }
    let key = [
      Double(size.width), Double(size.height), Double(state.hugging[0].rawValue),
      Double(state.compressionResistance[0].rawValue),
      Double(state.hugging[1].rawValue), Double(state.compressionResistance[1].rawValue),
    ]
    guard key != item.contentKey else { return }
    let old = item.contentKey
    item.contentKey = key
    let specs: [(Variable, CGFloat, RelationalOperator, LayoutPriority, String)] = [
      (item.width, size.width, .lessThanOrEqual, state.hugging[0], "content-hugging-width"),
      (item.width, size.width, .greaterThanOrEqual, state.compressionResistance[0], "compression-width"),
      (item.height, size.height, .lessThanOrEqual, state.hugging[1], "content-hugging-height"),
      (item.height, size.height, .greaterThanOrEqual, state.compressionResistance[1], "compression-height"),
    ]
    for (index, (variable, value, relation, priority, label)) in specs.enumerated() {
      let has = value >= 0 && value.isFinite
      let samePriority = old.count == key.count && old[2 + index] == key[2 + index]
      if let sc = item.content[index], has, samePriority {
        try? solver.updateConstant(of: sc, to: -Double(value))
        continue
      }
      if let sc = item.content[index] {
        try? solver.removeConstraint(sc)
        origins[ObjectIdentifier(sc)] = nil
        item.content[index] = nil
      }
      guard has else { continue }
      let sc = Cassowary.Constraint(
        Cassowary.Expression([Term(variable)], constant: -Double(value)), relation,
        strength: Strength(Double(priority.rawValue)))
      if add(sc, origin: .content(item, label)) { item.content[index] = sc }
    }
  }

  // MARK: Reading results

  /// A solved frame snapped to a pixel grid of `scale`: each edge rounded, so that adjacent
  /// views stay adjacent. A negative solved size (constraints that conflict) gives 0. (Read
  /// through `origin` and `size`: `minX` and `width` would standardize a negative width.)
  static func snapped(_ rect: CGRect, scale: CGFloat) -> CGRect {
    let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    let minX = x.roundedToPixel(scale: scale)
    let minY = y.roundedToPixel(scale: scale)
    let maxX = (x + width).roundedToPixel(scale: scale)
    let maxY = (y + height).roundedToPixel(scale: scale)
    return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// A guide's solved frame in its owning view's coordinates.
  func layoutFrame(of guide: LayoutGuide) -> CGRect? {
    guard let item = items[ObjectIdentifier(guide)], guide.owningView != nil else { return nil }
    return slots[item.slot].solved
  }
}

extension LayoutConstraint {
  /// Whether the equation depends on the layout direction.
  var usesDirection: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }
}

import DioramaUIKit

// How an app written for iOS 15 and later sets up its bars: appearance objects for the
// navigation bar (a brand colour behind it, also at the scroll edge, white titles) and for the
// tab bar (the default material, grey and brand-coloured items, orange badges), tab images from
// SF Symbols, and a list of rows with symbol images under a large title.

final class StoreTabBarController: UITabBarController {
  static let brand = UIColor(red: 0.16, green: 0.22, blue: 0.48, alpha: 1)

  let products = ProductListViewController()
  let favourites = UIViewController()
  let account = UIViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    let shop = UINavigationController(rootViewController: products)
    shop.tabBarItem = UITabBarItem(
      title: "Shop", image: UIImage(systemName: "bag"), selectedImage: UIImage(systemName: "bag.fill"))
    favourites.title = "Favourites"
    favourites.view.backgroundColor = .systemBackground
    favourites.tabBarItem = UITabBarItem(
      title: "Favourites", image: UIImage(systemName: "heart"),
      selectedImage: UIImage(systemName: "heart.fill"))
    favourites.tabBarItem.badgeValue = "3"
    account.title = "Account"
    account.view.backgroundColor = .systemBackground
    account.tabBarItem = UITabBarItem(
      title: "Account", image: UIImage(systemName: "person.crop.circle"), tag: 2)
    viewControllers = [shop, favourites, account]
    configureAppearance(of: shop.navigationBar)
    configureAppearance(of: tabBar)
  }

  private func configureAppearance(of navigationBar: UINavigationBar) {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Self.brand
    appearance.shadowColor = .clear
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    navigationBar.standardAppearance = appearance
    navigationBar.scrollEdgeAppearance = appearance
    navigationBar.compactAppearance = appearance
    navigationBar.prefersLargeTitles = true
    navigationBar.tintColor = .white
  }

  private func configureAppearance(of tabBar: UITabBar) {
    let appearance = UITabBarAppearance()
    appearance.configureWithDefaultBackground()
    let items = appearance.stackedLayoutAppearance
    items.normal.iconColor = .systemGray
    items.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
    items.normal.badgeBackgroundColor = .systemOrange
    items.selected.iconColor = Self.brand
    items.selected.titleTextAttributes = [.foregroundColor: Self.brand]
    tabBar.standardAppearance = appearance
    tabBar.scrollEdgeAppearance = appearance
  }
}

final class ProductListViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let rows: [(symbol: String, title: String)] = [
    ("cart", "Basket"), ("creditcard", "Payment Methods"), ("gift", "Gift Cards"), ("tag", "Offers"),
    ("star", "Reviews"), ("bell", "Notifications"), ("questionmark.circle", "Help"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shop"
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .search)
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.image = UIImage(systemName: rows[indexPath.row].symbol)
    content.text = rows[indexPath.row].title
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

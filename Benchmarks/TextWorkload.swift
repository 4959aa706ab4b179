import Diorama
import Foundation

/// The workload of `diorama-bench text` (`text-spec.md` in the peers' folder): 300 labels in
/// eleven scripts on a 1280×720 canvas, drawn from a seeded generator so that every run, and the
/// C peer reading the spec file, draw exactly the same labels at the same positions.
enum TextWorkload {
  static let size = CGSize(width: 1280, height: 720)
  static let labelCount = 300
  static let defaultSeed: UInt64 = 19
  /// The two backgrounds frames alternate between (even frames white): every frame is a change
  /// of the whole canvas, so both sides redraw every pixel and every label, as a renderer that
  /// repaints only damaged regions would too.
  static let backgrounds: [UInt32] = [0xFFFFFF, 0xFEFEFE]
  /// Text colours, picked per label.
  static let palette: [UInt32] = [0x1D1D1F, 0x0A84FF, 0xC0392B, 0x1E8449, 0x6C3483, 0x935116]

  /// One label of the spec: where it is, how wide, its font and its text.
  struct LabelSpec: Equatable {
    var x: Int
    var y: Int
    /// The width the text wraps or is truncated at.
    var width: Int
    var fontSize: Int
    var weight: Font.Weight
    /// `Label.numberOfLines`: 1 for a single line, 0 for no limit.
    var numberOfLines: Int
    /// Whether the text wraps at ``width`` (the multi-line third) or stays on one line,
    /// truncated at the tail when it does not fit.
    var wraps: Bool
    var color: UInt32
    var script: String
    var text: String

    /// The weight as a CSS / OpenType number (Pango's `PangoWeight`): regular 400, bold 700.
    var weightValue: Int {
      switch weight {
      case .ultraLight: 100
      case .thin: 200
      case .light: 300
      case .regular: 400
      case .medium: 500
      case .semibold: 600
      case .bold: 700
      case .heavy: 800
      case .black: 900
      }
    }
  }

  /// Sample strings per script: UI words, short messages, pangrams and sentences (with
  /// kerning pairs, ligatures, a URL and a long compound in Latin; skin tones, flags and ZWJ
  /// sequences in the emoji).
  static let samples: [(script: String, texts: [String])] = [
    (
      "latin",
      [
        "Settings", "The quick brown fox jumps over the lazy dog.", "Download complete — 3 files",
        "AVATAR Wavy office fine fluffy waffles", "Your order has shipped and arrives on Thursday.",
        "Donaudampfschifffahrtsgesellschaftskapitän", "See https://example.com/docs/getting-started",
        "Éléphant, café, naïve façade", "Sphinx of black quartz, judge my vow!",
      ]
    ),
    (
      "greek",
      [
        "Ρυθμίσεις", "Καλημέρα κόσμε", "Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο.",
        "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.", "Η λήψη ολοκληρώθηκε",
      ]
    ),
    (
      "cyrillic",
      [
        "Настройки", "Привет, мир", "Съешь же ещё этих мягких французских булок, да выпей чаю.",
        "Загрузка завершена", "Ваш заказ отправлен и прибудет в четверг.",
      ]
    ),
    (
      "arabic",
      [
        "الإعدادات", "مرحبا بالعالم", "نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر ومغلف بجلد أزرق.",
        "تم التنزيل بنجاح", "تم شحن طلبك وسيصل يوم الخميس.",
      ]
    ),
    (
      "hebrew",
      [
        "הגדרות", "שלום עולם", "דג סקרן שט בים מאוכזב ולפתע מצא חברה.", "ההורדה הושלמה",
        "ההזמנה שלך נשלחה ותגיע ביום חמישי.",
      ]
    ),
    (
      "devanagari",
      [
        "सेटिंग्स", "नमस्ते दुनिया", "ऋषियों को सताने वाले दुष्ट राक्षसों के राजा रावण का सर्वनाश करने वाले विष्णु।",
        "डाउनलोड पूरा हुआ", "आपका ऑर्डर भेज दिया गया है।",
      ]
    ),
    (
      "thai",
      [
        "การตั้งค่า", "สวัสดีชาวโลก", "เป็นมนุษย์สุดประเสริฐเลิศคุณค่า กว่าบรรดาฝูงสัตว์เดรัจฉาน",
        "ดาวน์โหลดเสร็จสมบูรณ์", "คำสั่งซื้อของคุณถูกจัดส่งแล้ว",
      ]
    ),
    (
      "chinese",
      [
        "设置", "你好，世界", "敏捷的棕色狐狸跳过了懒狗。", "下载已完成，共三个文件。", "您的订单已发货，将于星期四送达。",
      ]
    ),
    (
      "japanese",
      [
        "設定", "こんにちは世界", "いろはにほへと ちりぬるを わかよたれそ つねならむ", "ダウンロードが完了しました。",
        "ご注文の商品は木曜日に届きます。",
      ]
    ),
    (
      "korean",
      [
        "설정", "안녕하세요 세계", "다람쥐 헌 쳇바퀴에 타고파", "다운로드가 완료되었습니다.", "주문하신 상품이 목요일에 도착합니다.",
      ]
    ),
    (
      "emoji",
      [
        "🎉 Party time 🥳", "👍🏽 👋🏿 🙌🏻 👏🏼", "🇫🇷 🇯🇵 🇧🇷 🇰🇪 🇺🇦", "👩‍💻 👨‍👩‍👧‍👦 🏳️‍🌈 🧑🏾‍🚀",
        "☕️ 🍣 🌮 🍕 🥐", "Done ✅ — shipped 🚚",
      ]
    ),
  ]

  /// The labels: script `k mod 11`, every third label (k mod 3 = 2) multi-line; everything else
  /// from SplitMix64 seeded with `seed`, in the order `text-spec.md` gives.
  static func labels(seed: UInt64 = defaultSeed) -> [LabelSpec] {
    var random = SplitMix64(seed: seed)
    let weights: [Font.Weight] = [.regular, .regular, .medium, .semibold, .bold]
    return (0..<labelCount).map { k in
      let (script, texts) = samples[k % samples.count]
      let wraps = k % 3 == 2
      let fontSize = 11 + random.below(24)
      let weight = weights[random.below(weights.count)]
      let color = palette[random.below(palette.count)]
      let text: String
      let width: Int
      let numberOfLines: Int
      if wraps {
        let count = 2 + random.below(2)
        text = (0..<count).map { _ in texts[random.below(texts.count)] }.joined(separator: " ")
        width = 160 + random.below(201)
        numberOfLines = [0, 2, 3, 4][random.below(4)]
      } else {
        text = texts[random.below(texts.count)]
        width = 120 + random.below(361)
        numberOfLines = 1
      }
      let lineHeight = Double(fontSize) * 1.3
      let tallest = Int((lineHeight * (wraps ? 3 : 1)).rounded(.up))
      let x = random.below(Int(size.width) - width + 1)
      let y = random.below(max(1, Int(size.height) - tallest + 1))
      return LabelSpec(
        x: x, y: y, width: width, fontSize: fontSize, weight: weight, numberOfLines: numberOfLines,
        wraps: wraps, color: color, script: script, text: text)
    }
  }

  /// The spec file the C peer reads: `#` comments, a header row, then one tab-separated row per
  /// label in drawing order (see `text-spec.md`).
  static func specFile(_ labels: [LabelSpec], seed: UInt64) -> String {
    var lines = [
      "# diorama-bench text: \(labels.count) labels, canvas 1280x720, seed \(seed) (see text-spec.md)",
      "x\ty\twidth\tsize\tweight\tlines\twrap\tcolor\tscript\ttext",
    ]
    for label in labels {
      let fields: [String] = [
        "\(label.x)", "\(label.y)", "\(label.width)", "\(label.fontSize)", "\(label.weightValue)",
        "\(label.numberOfLines)", label.wraps ? "1" : "0", String(format: "%06X", label.color), label.script,
        label.text,
      ]
      lines.append(fields.joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A scene of the labels: each a `Label` with the spec's font, colour, number of lines and
  /// width, its frame's top-left at the spec's position and its height what `sizeThatFits`
  /// gives for that width. Returns the labels with their texts, for variants that set them.
  static func makeScene(_ specs: [LabelSpec]) throws -> (Scene, [(Label, String)]) {
    let scene = try Scene(size: size, scale: 1, backgroundColor: Color(hex: backgrounds[0]))
    var labels: [(Label, String)] = []
    for spec in specs {
      let label = Label(
        text: spec.text, font: .systemFont(ofSize: CGFloat(spec.fontSize), weight: spec.weight))
      label.textColor = Color(hex: spec.color)
      label.numberOfLines = spec.numberOfLines
      label.lineBreakMode = .byTruncatingTail
      let width = CGFloat(spec.width)
      let fitting = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      label.frame = CGRect(x: CGFloat(spec.x), y: CGFloat(spec.y), width: width, height: fitting.height)
      scene.rootView.addSubview(label)
      labels.append((label, spec.text))
    }
    return (scene, labels)
  }
}

/// SplitMix64 (Steele, Lea and Flood), the generator of the label set: tiny, fast, and the same
/// sequence on every platform.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`next() mod bound`; the bias is irrelevant here and keeps the
  /// definition easy to reproduce).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

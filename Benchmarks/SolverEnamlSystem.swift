// The enaml-like system of kiwi-spec.md (System 1), kept in the spec's own notation so it
// can be checked against the spec line by line: `E001  +left >= 0  | required`. The
// expected values after each edit size are the spec's table.

/// The 37 variables, in creation order.
let enamlVariableNames = """
  width height left top contents_top contents_bottom contents_left contents_right midline ctleft \
  ctheight cttop ctwidth lb1left lb1height lb1top lb1width lb2left lb2height lb2top lb2width lb3left \
  lb3height lb3top lb3width fl1left fl1height fl1top fl1width fl2left fl2height fl2top fl2width \
  fl3left fl3height fl3top fl3width
  """.split(separator: " ").map(String.init)

/// The 111 constraints, in the order they are added.
let enamlListing = """
  E001  +left >= 0  | required
  E002  +height == 0  | medium
  E003  +top >= 0  | required
  E004  +width >= 0  | required
  E005  +height >= 0  | required
  E006  -top +contents_top -10 == 0  | required
  E007  +lb3height -16 == 0  | strong
  E008  +lb3height -16 >= 0  | strong
  E009  +ctleft >= 0  | required
  E010  +cttop >= 0  | required
  E011  +ctwidth >= 0  | required
  E012  +ctheight >= 0  | required
  E013  +fl3left >= 0  | required
  E014  +ctheight -24 >= 0  | smedium
  E015  +ctwidth -16777200 <= 0  | smedium
  E016  +ctheight -24 <= 0  | smedium
  E017  +fl3top >= 0  | required
  E018  +fl3width >= 0  | required
  E019  +fl3height >= 0  | required
  E020  +lb1width -67 == 0  | weak
  E021  +lb2width >= 0  | required
  E022  +lb2height >= 0  | required
  E023  +fl2height >= 0  | required
  E024  +lb3left >= 0  | required
  E025  +fl2width -125 >= 0  | strong
  E026  +fl2height -21 == 0  | strong
  E027  +fl2height -21 >= 0  | strong
  E028  +lb3top >= 0  | required
  E029  +lb3width >= 0  | required
  E030  +fl1left >= 0  | required
  E031  +fl1width >= 0  | required
  E032  +lb1width -67 >= 0  | strong
  E033  +fl2left >= 0  | required
  E034  +lb2width -66 == 0  | weak
  E035  +lb2width -66 >= 0  | strong
  E036  +lb2height -16 == 0  | strong
  E037  +fl1height >= 0  | required
  E038  +fl1top >= 0  | required
  E039  +lb2top >= 0  | required
  E040  -lb2top +lb3top -lb2height -10 == 0  | mmedium
  E041  -lb3top -lb3height +fl3top -10 >= 0  | required
  E042  -lb3top -lb3height +fl3top -10 == 0  | mmedium
  E043  +contents_bottom -fl3height -fl3top == 0  | mmedium
  E044  +fl1top -contents_top >= 0  | required
  E045  +fl1top -contents_top == 0  | mmedium
  E046  +contents_bottom -fl3height -fl3top >= 0  | required
  E047  -left -width +contents_right +10 == 0  | required
  E048  -top -height +contents_bottom +10 == 0  | required
  E049  -left +contents_left -10 == 0  | required
  E050  +lb3left -contents_left == 0  | mmedium
  E051  +fl1left -midline == 0  | strong
  E052  +fl2left -midline == 0  | strong
  E053  +ctleft -midline == 0  | strong
  E054  +fl1top +0.5*fl1height -lb1top -0.5*lb1height == 0  | strong
  E055  +lb1left -contents_left >= 0  | required
  E056  +lb1left -contents_left == 0  | mmedium
  E057  -lb1left +fl1left -lb1width -10 >= 0  | required
  E058  -lb1left +fl1left -lb1width -10 == 0  | mmedium
  E059  -fl1left +contents_right -fl1width >= 0  | required
  E060  +width == 0  | medium
  E061  -fl1top +fl2top -fl1height -10 >= 0  | required
  E062  -fl1top +fl2top -fl1height -10 == 0  | mmedium
  E063  +cttop -fl2top -fl2height -10 >= 0  | required
  E064  -ctheight -cttop +fl3top -10 >= 0  | required
  E065  +contents_bottom -fl3height -fl3top >= 0  | required
  E066  +cttop -fl2top -fl2height -10 == 0  | mmedium
  E067  -fl1left +contents_right -fl1width == 0  | mmedium
  E068  -lb2top -0.5*lb2height +fl2top +0.5*fl2height == 0  | strong
  E069  -contents_left +lb2left >= 0  | required
  E070  -contents_left +lb2left == 0  | mmedium
  E071  +fl2left -lb2width -lb2left -10 >= 0  | required
  E072  -ctheight -cttop +fl3top -10 == 0  | mmedium
  E073  +contents_bottom -fl3height -fl3top == 0  | mmedium
  E074  +lb1top >= 0  | required
  E075  +lb1width >= 0  | required
  E076  +lb1height >= 0  | required
  E077  +fl2left -lb2width -lb2left -10 == 0  | mmedium
  E078  -fl2left -fl2width +contents_right == 0  | mmedium
  E079  -fl2left -fl2width +contents_right >= 0  | required
  E080  +lb3left -contents_left >= 0  | required
  E081  +lb1left >= 0  | required
  E082  +0.5*ctheight +cttop -lb3top -0.5*lb3height == 0  | strong
  E083  +ctleft -lb3left -lb3width -10 >= 0  | required
  E084  -ctwidth -ctleft +contents_right >= 0  | required
  E085  +ctleft -lb3left -lb3width -10 == 0  | mmedium
  E086  +fl3left -contents_left >= 0  | required
  E087  +fl3left -contents_left == 0  | mmedium
  E088  -ctwidth -ctleft +contents_right == 0  | mmedium
  E089  -fl3left +contents_right -fl3width == 0  | mmedium
  E090  -contents_top +lb1top >= 0  | required
  E091  -contents_top +lb1top == 0  | mmedium
  E092  -fl3left +contents_right -fl3width >= 0  | required
  E093  +lb2top -lb1top -lb1height -10 >= 0  | required
  E094  -lb2top +lb3top -lb2height -10 >= 0  | required
  E095  +lb2top -lb1top -lb1height -10 == 0  | mmedium
  E096  +fl1height -21 == 0  | strong
  E097  +fl1height -21 >= 0  | strong
  E098  +lb2left >= 0  | required
  E099  +lb2height -16 >= 0  | strong
  E100  +fl2top >= 0  | required
  E101  +fl2width >= 0  | required
  E102  +lb1height -16 >= 0  | strong
  E103  +lb1height -16 == 0  | strong
  E104  +fl3width -125 >= 0  | strong
  E105  +fl3height -21 == 0  | strong
  E106  +fl3height -21 >= 0  | strong
  E107  +lb3height >= 0  | required
  E108  +ctwidth -119 >= 0  | smedium
  E109  +lb3width -24 == 0  | weak
  E110  +lb3width -24 >= 0  | strong
  E111  +fl1width -125 >= 0  | strong
  """

/// The edit sizes `(width, height)` of one edit cycle.
let enamlEditSizes: [(Double, Double)] = [
  (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
]

/// The sums of all 37 values after each edit size.
let enamlExpectedSums: [Double] = [4837, 5437, 9037, 10237, 5437, 6637]

/// Expected value of each variable after each edit size (columns as in `enamlEditSizes`).
let enamlExpectedTable = """
  | width | 400 | 600 | 800 | 1200 | 400 | 800 |
  | height | 600 | 400 | 1200 | 800 | 800 | 400 |
  | left | 0 | 0 | 0 | 0 | 0 | 0 |
  | top | 0 | 0 | 0 | 0 | 0 | 0 |
  | contents_top | 10 | 10 | 10 | 10 | 10 | 10 |
  | contents_bottom | 590 | 390 | 1190 | 790 | 790 | 390 |
  | contents_left | 10 | 10 | 10 | 10 | 10 | 10 |
  | contents_right | 390 | 590 | 790 | 1190 | 390 | 790 |
  | midline | 87 | 87 | 87 | 87 | 87 | 87 |
  | ctleft | 87 | 87 | 87 | 87 | 87 | 87 |
  | ctheight | 24 | 24 | 24 | 24 | 24 | 24 |
  | cttop | 72 | 72 | 72 | 72 | 72 | 72 |
  | ctwidth | 303 | 503 | 703 | 1103 | 303 | 703 |
  | lb1left | 10 | 10 | 10 | 10 | 10 | 10 |
  | lb1height | 16 | 16 | 16 | 16 | 16 | 16 |
  | lb1top | 12.5 | 12.5 | 12.5 | 12.5 | 12.5 | 12.5 |
  | lb1width | 67 | 67 | 67 | 67 | 67 | 67 |
  | lb2left | 10 | 10 | 10 | 10 | 10 | 10 |
  | lb2height | 16 | 16 | 16 | 16 | 16 | 16 |
  | lb2top | 43.5 | 43.5 | 43.5 | 43.5 | 43.5 | 43.5 |
  | lb2width | 67 | 67 | 67 | 67 | 67 | 67 |
  | lb3left | 10 | 10 | 10 | 10 | 10 | 10 |
  | lb3height | 16 | 16 | 16 | 16 | 16 | 16 |
  | lb3top | 76 | 76 | 76 | 76 | 76 | 76 |
  | lb3width | 67 | 67 | 67 | 67 | 67 | 67 |
  | fl1left | 87 | 87 | 87 | 87 | 87 | 87 |
  | fl1height | 21 | 21 | 21 | 21 | 21 | 21 |
  | fl1top | 10 | 10 | 10 | 10 | 10 | 10 |
  | fl1width | 303 | 503 | 703 | 1103 | 303 | 703 |
  | fl2left | 87 | 87 | 87 | 87 | 87 | 87 |
  | fl2height | 21 | 21 | 21 | 21 | 21 | 21 |
  | fl2top | 41 | 41 | 41 | 41 | 41 | 41 |
  | fl2width | 303 | 503 | 703 | 1103 | 303 | 703 |
  | fl3left | 10 | 10 | 10 | 10 | 10 | 10 |
  | fl3height | 21 | 21 | 21 | 21 | 21 | 21 |
  | fl3top | 569 | 369 | 1169 | 769 | 769 | 369 |
  | fl3width | 380 | 580 | 780 | 1180 | 380 | 780 |
  """

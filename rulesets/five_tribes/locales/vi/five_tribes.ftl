# Five Tribes, văn bản luật tiếng Việt.
# Không gõ số trực tiếp: $n1, $n2... là các số trong đoạn mô tả của mục, theo thứ tự,
# $c1... là các số trong chi phí của sức mạnh; số dùng chung cho cả bộ luật có tên riêng
# ($gold_start, $camels_2...). Thuật ngữ: xem docs/glossary-vi.md.

## Ô đất

tiles-village = Làng mạc
tiles-village-action = Đặt một cung điện từ ngân hàng lên ô đất này (nếu đã hết cung điện thì không có gì xảy ra).
tiles-sacred_place = Thánh địa
tiles-sacred_place-action = Bạn có thể trả { $n1 } Trưởng lão, hoặc một Trưởng lão và một Sư khổ hạnh, để lấy { $n2 } Thần đèn tùy chọn trong số các Thần đèn đang lật ngửa.
tiles-oasis = Ốc đảo
tiles-oasis-action = Đặt một cây cọ từ ngân hàng lên ô đất này (nếu đã hết cây cọ thì không có gì xảy ra).
tiles-small_market = Chợ nhỏ
tiles-small_market-action = Bạn có thể trả { $n1 } vàng để lấy { $n2 } thẻ tùy chọn trong số { $n3 } thẻ tài nguyên lật ngửa đầu tiên của hàng.
tiles-large_market = Chợ lớn
tiles-large_market-action = Bạn có thể trả { $n1 } vàng để lấy { $n2 } thẻ tùy chọn trong số { $n3 } thẻ tài nguyên lật ngửa đầu tiên của hàng.

## Bộ lạc (quân)

pieces-vizier = Thượng thư
pieces-vizier-action = Giữ các Thượng thư ở trước mặt bạn.
pieces-elder = Trưởng lão
pieces-elder-action = Giữ các Trưởng lão ở trước mặt bạn.
pieces-builder = Thợ xây
pieces-builder-action = Trả các Thợ xây về túi, loại bỏ số Sư khổ hạnh tùy ý, rồi nhận vàng: (Thợ xây + Sư khổ hạnh) nhân với số ô đất mang giá trị xanh dương trong số ô kết thúc và 8 ô xung quanh nó.
pieces-merchant = Thương gia
pieces-merchant-action = Trả các Thương gia về túi và lấy số thẻ tài nguyên bằng số Thương gia đó, tính từ đầu hàng.
pieces-assassin = Sát thủ
pieces-assassin-action = Trả các Sát thủ về túi, loại bỏ số Sư khổ hạnh tùy ý, rồi thủ tiêu một quân: trên một ô đất cách tối đa (Sát thủ + Sư khổ hạnh) bước, hoặc một Thượng thư hay Trưởng lão đang ở trước mặt một đối thủ. Nếu nhờ đó một ô đất chưa có lạc đà trở nên trống, bạn chiếm ô đó.

## Tài nguyên

cards-ivory = Ngà voi
cards-jewels = Châu báu
cards-gold_bars = Vàng thỏi
cards-papyrus = Giấy cói
cards-silk = Lụa
cards-spice = Gia vị
cards-fish = Cá
cards-wheat = Lúa mì
cards-pottery = Đồ gốm
cards-fakir = Sư khổ hạnh

## Thần đèn

cards-al_amin = Al-Amin
cards-al_amin-grants = Khi kết thúc ván, cứ mỗi cặp Sư khổ hạnh của bạn được tính như một thẻ hàng hóa loại bất kỳ.
cards-anun_nak = Anun-Nak
cards-anun_nak-power = Rút { $n1 } quân từ túi và đặt lên một ô đất không có gì trên đó. Chi phí: một Trưởng lão hoặc một Sư khổ hạnh.
cards-baal = Ba'al
cards-baal-on = Mỗi khi có người chơi lấy một Thần đèn, bạn nhận { $n1 } vàng nếu người đó là bạn, { $n2 } vàng nếu là đối thủ.
cards-boaz = Boaz
cards-boaz-grants = Sát thủ không thể thủ tiêu các Thượng thư và Trưởng lão đang ở trước mặt bạn.
cards-bouraq = Bouraq
cards-bouraq-power = Đặt một cung điện lên một Làng mạc bất kỳ. Chi phí: một Trưởng lão hoặc một Sư khổ hạnh.
cards-echidna = Echidna
cards-echidna-power = Trong lượt này, Thợ xây của bạn nhận gấp { $n1 } lần số vàng. Chi phí: { $c1 } Trưởng lão, hoặc một Trưởng lão và một Sư khổ hạnh.
cards-enki = Enki
cards-enki-power = Đặt một cây cọ lên một Ốc đảo bất kỳ. Chi phí: một Trưởng lão hoặc một Sư khổ hạnh.
cards-hagis = Hagis
cards-hagis-power = Trong lượt này, khi đặt cung điện, bạn có thể đặt nó sang một ô đất kề bên (kể cả theo đường chéo) thay vì ô ban đầu. Chi phí: một Trưởng lão hoặc một Sư khổ hạnh.
cards-haurvatat = Haurvatat
cards-haurvatat-grants = Khi kết thúc ván, mỗi cây cọ trên các ô đất của bạn được { $n1 } điểm.
cards-iblis = Iblis
cards-iblis-power = Trong lượt này, Sát thủ của bạn thủ tiêu { $n1 } quân, trên cùng một ô đất hoặc của cùng một đối thủ. Chi phí: một Trưởng lão hoặc một Sư khổ hạnh.
cards-jafaar = Jafaar
cards-jafaar-grants = Khi kết thúc ván, mỗi Thượng thư của bạn được { $n1 } điểm.
cards-kandicha = Kandicha
cards-kandicha-on = Khi Sát thủ của bạn thủ tiêu: một Thương gia mang lại cho bạn { $n1 } thẻ tài nguyên từ xấp thẻ, một Thợ xây mang lại số vàng mà nó lẽ ra kiếm được, còn một Thượng thư hay Trưởng lão thì thuộc về bạn.
cards-kumarbi = Kumarbi
cards-kumarbi-grants = Khi đấu giá, bạn có thể loại bỏ Sư khổ hạnh: mỗi lá cho phép bạn trả theo giá của ô rẻ hơn kế tiếp.
cards-lamia = Lamia
cards-lamia-power = Trong lượt này, khi đặt cây cọ, bạn có thể đặt nó sang một ô đất kề bên (kể cả theo đường chéo) thay vì ô ban đầu. Chi phí: một Trưởng lão hoặc một Sư khổ hạnh.
cards-leta = Leta
cards-leta-power = Đặt một lạc đà của bạn lên một ô đất không có gì trên đó. Chi phí: { $c1 } Trưởng lão, hoặc một Trưởng lão và một Sư khổ hạnh.
cards-marid = Marid
cards-marid-on = Mỗi khi một quân được thả xuống một ô đất của bạn, bạn nhận { $n1 } vàng nếu đó là nước đi của chính bạn, { $n2 } vàng nếu là nước đi của đối thủ.
cards-monkir = Monkir
cards-monkir-on = Mỗi khi một cung điện được đặt, bạn nhận { $n1 } vàng nếu chính bạn đặt, { $n2 } vàng nếu đối thủ đặt.
cards-nekir = Nekir
cards-nekir-on = Mỗi khi Sát thủ thủ tiêu, bạn nhận { $n1 } vàng nếu đó là Sát thủ của bạn, { $n2 } vàng nếu là của đối thủ.
cards-shamhat = Shamhat
cards-shamhat-grants = Khi kết thúc ván, mỗi Trưởng lão của bạn được { $n1 } điểm.
cards-sibittis = Sibittis
cards-sibittis-power = Rút { $n1 } Thần đèn từ xấp thẻ, giữ { $n2 } lá và bỏ các lá còn lại. Chi phí: { $c1 } Trưởng lão, hoặc một Trưởng lão và một Sư khổ hạnh.
cards-sloar = Sloar
cards-sloar-power = Lấy { $n1 } thẻ trên cùng của xấp thẻ tài nguyên. Chi phí: một Sư khổ hạnh.
cards-utug = Utug
cards-utug-power = Đặt một lạc đà của bạn lên một ô đất chỉ có quân trên đó. Chi phí: { $c1 } Trưởng lão, hoặc một Trưởng lão và một Sư khổ hạnh.

## Thành phần

tokens-palm = cây cọ
tokens-palace = cung điện
counters-gold = vàng
counters-camels = lạc đà
decks-resources = thẻ tài nguyên
decks-djinns = Thần đèn
tracks-bid_order = Bảng thứ tự đấu giá
tracks-turn_order = Bảng xếp lượt

## Lượt chơi

phases-bidding = Đấu giá
phases-turns = Các lượt chơi
phases-cleanup = Dọn dẹp
steps-bid = Đấu giá thứ tự lượt
steps-marker = Di chuyển con dấu
steps-move = Di chuyển quân
steps-control = Kiểm tra quyền kiểm soát
steps-tribe_action = Chức năng bộ lạc
steps-tile_action = Chức năng ô đất
steps-sell = Bán hàng hóa
steps-end_of_turn = Kết thúc lượt
steps-refill = Bổ sung các hàng thẻ

## Tính điểm

scoring-gold = Vàng: 1 điểm cho mỗi xu.
scoring-viziers = Thượng thư: { $vizier_points } điểm mỗi quân, cộng thêm { $vizier_bonus } điểm cho mỗi đối thủ có ít Thượng thư hơn.
scoring-elders = Trưởng lão: { $elder_points } điểm mỗi quân.
scoring-djinns = Thần đèn: số điểm in trên từng lá.
scoring-tiles = Ô đất bạn sở hữu: giá trị của ô, cộng { $palm_points } điểm cho mỗi cây cọ và { $palace_points } điểm cho mỗi cung điện trên đó.
scoring-merchandise = Hàng hóa: mỗi bộ gồm các thẻ khác loại được tính điểm theo bảng { $suit_table }.

## Tùy chọn

options-loop_counts_own_drop = Quân cuối cùng có thể trùng màu với một quân đã được thả trước đó trong cùng nước đi.
options-power_uses_per_turn = Số lần một sức mạnh Thần đèn có chi phí có thể được dùng trong một lượt.
options-rows_skip_gaps = “Các thẻ đầu tiên của hàng” bỏ qua những chỗ trống phát sinh trong vòng chơi.
options-hidden_gold = Số vàng được giữ bí mật cho đến cuối ván.
options-discount_free_spots = Có thể bỏ Sư khổ hạnh cho Kumarbi cả khi việc đó không làm ô rẻ hơn.
options-powers_paid_after = Chi phí của Thần đèn được trả sau khi sức mạnh đã dùng xong, nên sức mạnh không thể lấy lại thứ vừa trả cho nó.
options-baal_pays_for_itself = Khi lấy Ba'al, người chủ mới của nó cũng được nhận vàng.
options-echidna_doubles_kandicha = Khi có Echidna, số vàng Kandicha cho vì thủ tiêu một Thợ xây cũng được nhân đôi.
options-offer_idle_powers = Sức mạnh Thần đèn vẫn được đề nghị cả khi nó không thể thay đổi gì trong lượt này.

## Tóm tắt luật

rules-intro = Five Tribes dành cho { $players_min } đến { $players_max } người chơi, trên bàn chơi gồm { $columns } x { $rows } ô đất. Hãy di chuyển quân của năm bộ lạc, chiếm ô đất bằng lạc đà của bạn và triệu gọi các Thần đèn; ai nhiều điểm nhất sẽ chiến thắng.
rules-setup = Chuẩn bị: xáo trộn { $tiles_total } ô đất để xếp thành bàn chơi, rồi rút ngẫu nhiên { $setup_pieces } quân từ túi thả lên mỗi ô. Mỗi người chơi bắt đầu với { $gold_start } vàng { $gold_hidden ->
        [yes] và giữ bí mật số vàng này
       *[no] và để mọi người cùng thấy số vàng này
    }. Với 2 người chơi, mỗi người lấy { $camels_2 } lạc đà và { $markers_2 } con dấu; với 3 hoặc 4 người chơi, mỗi người lấy { $camels_4 } lạc đà và { $markers_4 } con dấu. Lật ngửa { $resources_row } thẻ tài nguyên và { $djinns_row } Thần đèn. Ngân hàng giữ { $palm_supply } cây cọ và { $palace_supply } cung điện.
rules-turn = Mỗi vòng, theo thứ tự trên Bảng thứ tự đấu giá, từng con dấu chọn một ô trên Bảng xếp lượt và trả giá của ô đó ({ $turn_order_costs }); người đặt sau vào một ô miễn phí sẽ đẩy những người đã đặt ở các ô miễn phí xuống dưới. Sau đó, bắt đầu từ ô đắt nhất trở xuống, mỗi người chơi đưa con dấu của mình về Bảng thứ tự đấu giá, lấy { rules-turn-pick-up } rồi thả mỗi ô một quân { rules-turn-steps }, { rules-turn-back }, và quân cuối cùng phải rơi vào ô có quân cùng màu{ $own_drops_count ->
        [yes] {""}
       *[no] {" từ trước nước đi"}
    }. Tại ô đó, người chơi lấy hết quân có màu ấy, đặt lạc đà chiếm ô nếu ô trở nên trống, thực hiện chức năng bộ lạc, rồi đến chức năng ô đất, và có thể bán các bộ hàng hóa. Sức mạnh Thần đèn có chi phí chỉ được dùng { $power_uses ->
        [1] một lần
       *[other] { $power_uses } lần
    } mỗi lượt, trong lượt của chính bạn.
rules-turn-steps = { $adjacency ->
        [diagonal] sang một trong tám ô xung quanh, kể cả theo đường chéo
        [hexagonal] sang một trong sáu ô lục giác xung quanh
        [graph] theo các đường nối giữa các ô
       *[orthogonal] theo hàng ngang hoặc hàng dọc
    }
rules-turn-pick-up = { $pick_up ->
        [kind] hết quân cùng một màu trên một ô đất
       *[all] hết quân trên một ô đất
    }
rules-turn-back = { $step_back ->
        [yes] có thể quay ngược lại ngay ô vừa đi qua
       *[no] không bao giờ quay ngược lại ô vừa đi qua
    }
rules-end = Trò chơi kết thúc sau vòng mà trong đó có người chơi đặt con lạc đà cuối cùng của mình, hoặc có người chơi không thể di chuyển quân.
rules-scoring = Tính điểm cuối ván:

## Số lượng (`$n` của một loại)

pieces-vizier-count = { $n } Thượng thư
pieces-elder-count = { $n } Trưởng lão
pieces-builder-count = { $n } Thợ xây
pieces-merchant-count = { $n } Thương gia
pieces-assassin-count = { $n } Sát thủ
cards-ivory-count = { $n } thẻ Ngà voi
cards-jewels-count = { $n } thẻ Châu báu
cards-gold_bars-count = { $n } thẻ Vàng thỏi
cards-papyrus-count = { $n } thẻ Giấy cói
cards-silk-count = { $n } thẻ Lụa
cards-spice-count = { $n } thẻ Gia vị
cards-fish-count = { $n } thẻ Cá
cards-wheat-count = { $n } thẻ Lúa mì
cards-pottery-count = { $n } thẻ Đồ gốm
cards-fakir-count = { $n } Sư khổ hạnh
tokens-palm-count = { $n } cây cọ
tokens-palace-count = { $n } cung điện
counters-gold-count = { $n } vàng
counters-camels-count = { $n } lạc đà

## Bảng điểm (tên ngắn của từng mục)

scoring-gold-name = Vàng
scoring-viziers-name = Thượng thư
scoring-elders-name = Trưởng lão
scoring-djinns-name = Thần đèn
scoring-tiles-name = Ô đất
scoring-merchandise-name = Hàng hóa

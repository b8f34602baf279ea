# Thieves of Naqala, văn bản luật tiếng Việt (bản phủ: chỉ các thông điệp mới hoặc thay đổi).
# $n1, $n2... là các số trong đoạn mô tả của mục, theo thứ tự; xem five_tribes.ftl.

## Ô đất (thay đổi)

tiles-sacred_place-action = Bạn có thể trả { $n1 } Trưởng lão, hoặc một Trưởng lão và một Sư khổ hạnh, để lấy { $n2 } Thần đèn tùy chọn trong số các Thần đèn đang lật ngửa, hoặc thay vào đó lấy { $n3 } Kẻ trộm đang lật ngửa.

## Kẻ trộm

decks-thieves = Kẻ trộm
cards-thief_vizier = Kẻ trộm Thượng thư
cards-thief_vizier-on = Sau chức năng Thượng thư của bạn, bạn có thể bỏ lá Kẻ trộm này (trừ trong lượt bạn vừa lấy nó): mỗi đối thủ không được miễn nhiễm với Kẻ trộm phải nộp { $n1 } Thượng thư; bạn lấy { $n3 } trong số đó, số còn lại trở về túi.
cards-thief_elder = Kẻ trộm Trưởng lão
cards-thief_elder-on = Sau chức năng Trưởng lão của bạn, bạn có thể bỏ lá Kẻ trộm này (trừ trong lượt bạn vừa lấy nó): mỗi đối thủ không được miễn nhiễm với Kẻ trộm phải nộp { $n1 } Thần đèn tùy họ chọn; bạn lấy { $n3 } trong số đó, số còn lại bị bỏ.
cards-thief_builder = Kẻ trộm Thợ xây
cards-thief_builder-on = Sau chức năng Thợ xây của bạn, bạn có thể bỏ lá Kẻ trộm này (trừ trong lượt bạn vừa lấy nó): mỗi đối thủ không được miễn nhiễm với Kẻ trộm phải nộp { $n1 } cây cọ hoặc cung điện tùy họ chọn từ một ô đất của họ, trả về ngân hàng; bạn đặt { $n3 } quân thuộc các loại đó lên một ô đất bạn kiểm soát.
cards-thief_merchant = Kẻ trộm Thương gia
cards-thief_merchant-on = Sau chức năng Thương gia của bạn, bạn có thể bỏ lá Kẻ trộm này (trừ trong lượt bạn vừa lấy nó): mỗi đối thủ không được miễn nhiễm với Kẻ trộm phải nộp { $n1 } thẻ tài nguyên tùy họ chọn; bạn lấy { $n3 } trong số đó, số còn lại bị bỏ.
cards-thief_assassin = Kẻ trộm Sát thủ
cards-thief_assassin-on = Sau chức năng Sát thủ của bạn, bạn có thể bỏ lá Kẻ trộm này (trừ trong lượt bạn vừa lấy nó): mỗi đối thủ không được miễn nhiễm với Kẻ trộm phải nộp { $n2 } ô đất họ kiểm soát, tùy họ chọn (lạc đà trở về với họ); bạn đặt một lạc đà lên { $n4 } trong các ô đó, các ô còn lại bỏ trống.

## Thần đèn

cards-al_hafiz = Al-Hafiz
cards-al_hafiz-grants = Bạn được miễn nhiễm với Kẻ trộm: không Kẻ trộm nào có thể lấy gì của bạn.

## Tính điểm

scoring-thieves = Kẻ trộm: { $thief_points } điểm cho mỗi Kẻ trộm bạn còn giữ.

## Tóm tắt luật (thay đổi)

rules-setup = Chuẩn bị: xáo trộn { $tiles_total } ô đất để xếp thành bàn chơi, rồi rút ngẫu nhiên { $setup_pieces } quân từ túi thả lên mỗi ô. Mỗi người chơi bắt đầu với { $gold_start } vàng { $gold_hidden ->
        [yes] và giữ bí mật số vàng này
       *[no] và để mọi người cùng thấy số vàng này
    }. Với 2 người chơi, mỗi người lấy { $camels_2 } lạc đà và { $markers_2 } con dấu; với 3 hoặc 4 người chơi, mỗi người lấy { $camels_4 } lạc đà và { $markers_4 } con dấu. Lật ngửa { $resources_row } thẻ tài nguyên và { $djinns_row } Thần đèn, cùng { $thieves_row } Kẻ trộm đặt cạnh hàng Thần đèn. Ngân hàng giữ { $palm_supply } cây cọ và { $palace_supply } cung điện.
rules-turn = Mỗi vòng, theo thứ tự trên Bảng thứ tự đấu giá, từng con dấu chọn một ô trên Bảng xếp lượt và trả giá của ô đó ({ $turn_order_costs }); người đặt sau vào một ô miễn phí sẽ đẩy những người đã đặt ở các ô miễn phí xuống dưới. Sau đó, bắt đầu từ ô đắt nhất trở xuống, mỗi người chơi đưa con dấu của mình về Bảng thứ tự đấu giá, lấy { rules-turn-pick-up } rồi thả mỗi ô một quân { rules-turn-steps }, { rules-turn-back }, và quân cuối cùng phải rơi vào ô có quân cùng màu{ $own_drops_count ->
        [yes] {""}
       *[no] {" từ trước nước đi"}
    }. Tại ô đó, người chơi lấy hết quân có màu ấy, đặt lạc đà chiếm ô nếu ô trở nên trống, thực hiện chức năng bộ lạc, rồi đến chức năng ô đất, và có thể bán các bộ hàng hóa. Sau chức năng bộ lạc, người chơi có thể bỏ một Kẻ trộm cùng bộ lạc đã lấy ở một lượt trước đó để lấy đồ của mọi đối thủ không được miễn nhiễm. Sức mạnh Thần đèn có chi phí chỉ được dùng { $power_uses ->
        [1] một lần
       *[other] { $power_uses } lần
    } mỗi lượt, trong lượt của chính bạn.

## Bảng điểm (tên ngắn của từng mục)

scoring-thieves-name = Kẻ trộm

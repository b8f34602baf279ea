# Whims of the Sultan, văn bản luật tiếng Việt (bản phủ: chỉ các thông điệp mới hoặc thay đổi).

## Ô đất

tiles-fabulous_city_blue = Thành phố Huyền thoại (xanh dương)
tiles-fabulous_city_blue-action = Lấy thẻ Ý muốn đang nằm trên Thành phố Huyền thoại này (một thẻ mới được đặt vào khi dọn dẹp). Khi kết thúc ván, các Thành phố Huyền thoại bạn kiểm soát được tính điểm theo bảng thay cho giá trị in trên ô.
tiles-fabulous_city_red = Thành phố Huyền thoại (đỏ)
tiles-fabulous_city_red-action = Lấy thẻ Ý muốn đang nằm trên Thành phố Huyền thoại này (một thẻ mới được đặt vào khi dọn dẹp). Khi kết thúc ván, các Thành phố Huyền thoại bạn kiểm soát được tính điểm theo bảng thay cho giá trị in trên ô.
tiles-great_lake = Hồ Lớn
tiles-great_lake-action = Không quân nào được thả lên ô này khi chuẩn bị hay đi vào ô này trong một nước đi. Cây cọ và cung điện trên các ô đất xung quanh nó (kể cả theo đường chéo) được tính gấp đôi điểm.

## Tính điểm

scoring-cities = Thành phố Huyền thoại: tổng điểm tùy theo số thành phố bạn kiểm soát, theo bảng { $city_table } (không cộng giá trị in trên ô).
scoring-tiles = Ô đất bạn sở hữu: giá trị của ô, cộng { $palm_points } điểm cho mỗi cây cọ và { $palace_points } điểm cho mỗi cung điện trên đó; cây cọ và cung điện cạnh Hồ Lớn (kể cả theo đường chéo) được tính gấp đôi.

## Tóm tắt luật (thay đổi)

rules-intro = Five Tribes dành cho { $players_min } đến { $players_max } người chơi, trên bàn chơi gồm { $columns } x { $rows } ô đất, có các Thành phố Huyền thoại và Hồ Lớn. Hãy di chuyển quân của năm bộ lạc, chiếm ô đất bằng lạc đà của bạn và triệu gọi các Thần đèn; ai nhiều điểm nhất sẽ chiến thắng.
rules-setup = Chuẩn bị: xáo trộn { $tiles_total } ô đất để xếp thành bàn chơi, rồi rút ngẫu nhiên { $setup_pieces } quân từ túi thả lên mỗi ô, trừ Hồ Lớn. Mỗi người chơi bắt đầu với { $gold_start } vàng { $gold_hidden ->
        [yes] và giữ bí mật số vàng này
       *[no] và để mọi người cùng thấy số vàng này
    }. Với 2 người chơi, mỗi người lấy { $camels_2 } lạc đà và { $markers_2 } con dấu; với 3 hoặc 4 người chơi, mỗi người lấy { $camels_4 } lạc đà và { $markers_4 } con dấu; với { $players_max } người chơi, mỗi người lấy { $camels_5 } lạc đà và { $markers_5 } con dấu. Lật ngửa { $resources_row } thẻ tài nguyên và { $djinns_row } Thần đèn. Ngân hàng giữ { $palm_supply } cây cọ và { $palace_supply } cung điện.
rules-turn = Mỗi vòng, theo thứ tự trên Bảng thứ tự đấu giá, từng con dấu chọn một ô trên Bảng xếp lượt và trả giá của ô đó ({ $turn_order_costs }); người đặt sau vào một ô miễn phí sẽ đẩy những người đã đặt ở các ô miễn phí xuống dưới. Sau đó, bắt đầu từ ô đắt nhất trở xuống, mỗi người chơi đưa con dấu của mình về Bảng thứ tự đấu giá, lấy { rules-turn-pick-up } rồi thả mỗi ô một quân { rules-turn-steps }, { rules-turn-back }, không bao giờ đi vào Hồ Lớn, và quân cuối cùng phải rơi vào ô có quân cùng màu{ $own_drops_count ->
        [yes] {""}
       *[no] {" từ trước nước đi"}
    }. Tại ô đó, người chơi lấy hết quân có màu ấy, đặt lạc đà chiếm ô nếu ô trở nên trống, thực hiện chức năng bộ lạc, rồi đến chức năng ô đất, và có thể bán các bộ hàng hóa. Sức mạnh Thần đèn có chi phí chỉ được dùng { $power_uses ->
        [1] một lần
       *[other] { $power_uses } lần
    } mỗi lượt, trong lượt của chính bạn.

## Bảng điểm (tên ngắn của từng mục)

scoring-cities-name = Thành phố Huyền thoại

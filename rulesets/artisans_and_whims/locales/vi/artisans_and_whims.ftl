# Artisans and Whims, văn bản luật tiếng Việt (chỉ phần tóm tắt thay đổi: văn bản của hai bản mẹ vẫn áp dụng).

rules-intro = Five Tribes dành cho { $players_min } đến { $players_max } người chơi, trên bàn chơi gồm { $columns } x { $rows } ô đất có núi, các Thành phố Huyền thoại và Hồ Lớn. Hãy di chuyển quân của sáu bộ lạc, chiếm ô đất bằng lạc đà và lều của bạn, thu thập vật phẩm và thẻ Ý muốn, triệu gọi các Thần đèn; ai nhiều điểm nhất sẽ chiến thắng.
rules-setup = Chuẩn bị: xếp 6 ô đất của Artisans và 14 ô ngẫu nhiên khác của bản gốc và Whims vào vùng 4 x 5 ở giữa, các ô còn lại bao quanh, tất cả quay về hướng bắc; mỗi Xưởng thủ công có núi trên các cạnh cố định của nó (nếu có ô bị núi vây kín thì xếp lại). Rút ngẫu nhiên { $setup_pieces } quân từ túi thả lên mỗi ô, trừ Vực thẳm và Hồ Lớn. Mỗi người chơi bắt đầu với { $gold_start } vàng, { $gold_hidden ->
        [yes] giữ bí mật
       *[no] công khai
    }, và { $tents_start } lều. Với 2 người chơi, mỗi người lấy { $camels_2 } lạc đà và { $markers_2 } con dấu; với 3 hoặc 4 người chơi, mỗi người lấy { $camels_4 } lạc đà và { $markers_4 } con dấu; với { $players_max } người chơi, mỗi người lấy { $camels_5 } lạc đà và { $markers_5 } con dấu. Lật ngửa { $resources_row } thẻ tài nguyên và { $djinns_row } Thần đèn; các vật phẩm xếp thành một chồng úp, và mỗi Thành phố Huyền thoại có một thẻ Ý muốn lật ngửa. Ngân hàng giữ { $palm_supply } cây cọ và { $palace_supply } cung điện.
rules-turn = Mỗi vòng, theo thứ tự trên Bảng thứ tự đấu giá, từng con dấu chọn một ô trên Bảng xếp lượt và trả giá của ô đó ({ $turn_order_costs }); người đặt sau vào một ô miễn phí sẽ đẩy những người đã đặt ở các ô miễn phí xuống dưới. Sau đó, bắt đầu từ ô đắt nhất trở xuống, mỗi người chơi đưa con dấu về Bảng thứ tự đấu giá, lấy { rules-turn-pick-up } rồi thả mỗi ô một quân { rules-turn-steps }, { rules-turn-back }, không vượt qua núi và không đi vào Vực thẳm hay Hồ Lớn, quân cuối cùng phải rơi vào ô có quân cùng màu{ $own_drops_count ->
        [yes] {""}
       *[no] {" từ trước nước đi"}
    }. Tại ô đó, người chơi lấy hết quân có màu ấy, chiếm ô nếu ô trở nên trống bằng một lạc đà hoặc, một lần mỗi ván, bằng lều, thực hiện chức năng bộ lạc, rồi chức năng ô đất, và có thể bán các bộ hàng hóa. Sức mạnh Thần đèn có chi phí, và một vật phẩm phép, được dùng { $power_uses ->
        [1] một lần
       *[other] { $power_uses } lần
    } mỗi lượt, trong lượt của chính bạn. Ván chơi kết thúc sau vòng mà một người chơi đã đặt hết lạc đà và lều.

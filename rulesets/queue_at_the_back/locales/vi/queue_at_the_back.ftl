# Xếp hàng phía sau, tiếng Việt: người đến sau ở các ô miễn phí chơi sau những người đã ở đó.

rules-turn = Mỗi vòng, theo thứ tự trên Bảng thứ tự đấu giá, từng con dấu chọn một ô trên Bảng xếp lượt và trả giá của ô đó ({ $turn_order_costs }); người đặt sau vào một ô miễn phí sẽ xếp sau những người đã đặt ở các ô miễn phí. Sau đó, bắt đầu từ ô đắt nhất trở xuống, mỗi người chơi đưa con dấu của mình về Bảng thứ tự đấu giá, lấy { rules-turn-pick-up } rồi thả mỗi ô một quân { rules-turn-steps }, { rules-turn-back }, và quân cuối cùng phải rơi vào ô có quân cùng màu{ $own_drops_count ->
        [yes] {""}
       *[no] {" từ trước nước đi"}
    }. Tại ô đó, người chơi lấy hết quân có màu ấy, đặt lạc đà chiếm ô nếu ô trở nên trống, thực hiện chức năng bộ lạc, rồi đến chức năng ô đất, và có thể bán các bộ hàng hóa. Sức mạnh Thần đèn có chi phí chỉ được dùng { $power_uses ->
        [1] một lần
       *[other] { $power_uses } lần
    } mỗi lượt, trong lượt của chính bạn.
term-help-bid = Mỗi người chọn một chỗ trên đường thứ tự lượt và trả giá của chỗ đó bằng vàng; ở các chỗ miễn phí, ai đến sau thì chơi sau.

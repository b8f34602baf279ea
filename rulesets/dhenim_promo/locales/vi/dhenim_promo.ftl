# Thần đèn khuyến mãi Dhenim, văn bản tiếng Việt.

cards-dhenim = Dhenim
cards-dhenim-on = Mỗi khi có người chơi nhận Thượng thư bằng chức năng bộ lạc, bạn nhận { $n2 } vàng cho mỗi Thượng thư nếu người đó là bạn, { $n3 } vàng cho mỗi Thượng thư nếu là đối thủ.

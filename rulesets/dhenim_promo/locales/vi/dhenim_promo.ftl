# Thần đèn khuyến mãi Dhenim, văn bản tiếng Việt.

cards-dhenim = Dhenim
cards-dhenim-on = Mỗi khi có người chơi nhận Thượng thư bằng bất kỳ cách nào, bạn nhận { $n1 } vàng cho mỗi Thượng thư nếu người đó là bạn, { $n2 } vàng cho mỗi Thượng thư nếu là đối thủ.

cards-thief_artisan = Kẻ trộm của Thợ thủ công
cards-thief_artisan-on = Sau chức năng Thợ thủ công của bạn, bạn có thể bỏ Kẻ trộm này (không phải trong lượt bạn lấy nó) để lấy { $n1 } vật phẩm của một đối thủ không được bảo vệ khỏi Kẻ trộm.
